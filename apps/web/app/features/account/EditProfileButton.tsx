import { useTranslation } from '../../i18n/react.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Pencil } from 'lucide-react';

/** Opens the Edit Profile page. */
export function EditProfileButton() {
  const { t } = useTranslation('account');
  return (
    <ButtonLink to="/profile/edit" variant="secondary">
      <Pencil size="1em" aria-hidden="true" focusable="false" />
      {t('profile.editProfile')}
    </ButtonLink>
  );
}
