export { Alert, type AlertProps, type AlertTone } from './Alert.tsx';
export { Button, ButtonLink, buttonClassName, type ButtonProps, type ButtonLinkProps } from './Button.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
export { Container, type ContainerProps } from './Container.tsx';
export { Select, type SelectOption, type SelectProps } from './Select.tsx';
export { TextArea, TextField, type TextAreaProps, type TextFieldProps } from './TextField.tsx';
export { VisuallyHidden } from './VisuallyHidden.tsx';
