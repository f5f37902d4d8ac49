import { useLocation } from 'react-router';
import { PlainLink } from '../../../components/ui/PlainLink.tsx';
import type { UnitSystem } from '@recipes/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons/control-icons.tsx';
import { maxServings, scaledYield, withParams } from './kitchen-params.ts';
import type { KitchenView } from './use-kitchen-view.ts';
import styles from './Kitchen.module.css';

const factors = [0.5, 1, 2, 3] as const;
const factorText: Record<(typeof factors)[number], string> = { 0.5: '½', 1: '1', 2: '2', 3: '3' };

/**
 * Servings (−/+ and ×½ ×1 ×2 ×3) and the unit switch. Plain links: the choice lives in the URL,
 * so it can be shared, printed and works before the page's script has loaded.
 */
export function KitchenControls({ view, recipeYield }: { view: KitchenView; recipeYield: string }) {
  const { t } = useTranslation('kitchen');
  const { base, servings, search, system } = view;
  // The page's own path with new parameters: what `<Link to={{ search }}>` resolved to, spelled out.
  const { pathname } = useLocation();
  const link = (changes: Record<string, string | null>) => `${pathname}${withParams(search, changes)}`;
  const servingsLink = (value: number) => link({ servings: base !== null && value === base ? null : String(value) });
  const yieldText = base === null ? t('servings.batch', { count: servings }) : scaledYield(recipeYield, servings);
  const systems: UnitSystem[] = ['metric', 'us'];

  return (
    <div className={`${styles.controls} no-print`}>
      <div className={styles.servings} role="group" aria-label={t('servings.label')}>
        <span className={styles.controlLabel}>{t('servings.label')}</span>
        {servings > 1 ? (
          <PlainLink
            className={styles.stepButton}
            to={servingsLink(servings - 1)}
            replace
            preventScrollReset
            aria-label={t('servings.decrease')}
          >
            <MinusIcon />
          </PlainLink>
        ) : (
          <span className={styles.stepButton} aria-disabled="true" aria-label={t('servings.decrease')} role="link">
            <MinusIcon />
          </span>
        )}
        <output className={styles.servingsValue} aria-live="polite" data-testid="servings-value">
          {yieldText}
        </output>
        {servings < maxServings && (
          <PlainLink
            className={styles.stepButton}
            to={servingsLink(servings + 1)}
            replace
            preventScrollReset
            aria-label={t('servings.increase')}
          >
            <PlusIcon />
          </PlainLink>
        )}
      </div>
      <div className={styles.chips} role="group" aria-label={t('servings.factors')}>
        {factors.map((factor) => {
          const target = Math.round((base ?? 1) * factor);
          if (target < 1 || (base ?? 1) * factor !== target) return null;
          return (
            <PlainLink
              key={factor}
              className={styles.chip}
              to={servingsLink(target)}
              replace
              preventScrollReset
              aria-current={target === servings ? 'true' : undefined}
              aria-label={t('servings.factorLabel', { factor: factorText[factor] })}
            >
              {t('servings.factor', { factor: factorText[factor] })}
            </PlainLink>
          );
        })}
      </div>
      <div className={styles.chips} role="group" aria-label={t('units.label')}>
        {systems.map((option) => (
          <PlainLink
            key={option}
            className={styles.chip}
            to={link({ units: option })}
            replace
            preventScrollReset
            aria-current={option === system ? 'true' : undefined}
            onClick={() => view.chooseSystem(option)}
          >
            {t(`units.${option}`)}
          </PlainLink>
        ))}
      </div>
    </div>
  );
}
