import { useTranslation } from '../../i18n/react.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';

/** Opens the Edit Profile page. */
export function EditProfileButton() {
  const { t } = useTranslation('account');
  return (
    <ButtonLink to="/profile/edit" variant="secondary">
      <span aria-hidden="true">✎</span>
      {t('profile.editProfile')}
    </ButtonLink>
  );
}
