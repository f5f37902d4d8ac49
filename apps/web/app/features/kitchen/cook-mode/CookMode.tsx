import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { PotIcon } from '../../../components/ui/icons/control-icons.tsx';
import type { CookModeProps } from './CookModeDialog.tsx';

export type { CookStep } from './CookModeDialog.tsx';

// Fetched on the first click: the recipe page hydrates without the dialog, its timers and wake lock.
const CookModeDialog = lazy(() =>
  import('./CookModeDialog.tsx').then((module) => ({ default: module.CookModeDialog })),
);

/** The recipe page's "Cook mode" button; the dialog it opens is loaded when first wanted. */
export function CookMode(props: CookModeProps) {
  const { t } = useTranslation('kitchen');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (!props.steps.some((step) => step.instruction.trim())) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="no-print"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <PotIcon />
        {t('cook.open')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CookModeDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
