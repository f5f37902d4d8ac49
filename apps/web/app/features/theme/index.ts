// The theme feature's public entry: what other features and the layout may import from it.
export { ThemeSwitch } from './ThemeSwitch.tsx';
