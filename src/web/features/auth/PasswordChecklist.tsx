import { Check, X } from 'lucide-react';
import { PASSWORD_RULES, PASSWORD_SPECIAL_CHARACTERS } from '../../../shared/accounts.ts';
import { useI18n } from '../../lib/i18n.ts';

/** The live list of spec section 5's password rules, each ticked as it is met. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useI18n();
  return (
    <div id={id} className="text-sm">
      <p className="text-muted-foreground">{t('auth.rulesTitle')}</p>
      <ul className="mt-1 space-y-0.5">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.id}
              data-rule={rule.id}
              data-met={met}
              className={
                met ? 'flex items-center gap-1.5 text-success-text' : 'flex items-center gap-1.5 text-muted-foreground'
              }
            >
              {met ? <Check aria-hidden className="size-4 shrink-0" /> : <X aria-hidden className="size-4 shrink-0" />}
              {t(`auth.rules.${rule.id}`, { characters: PASSWORD_SPECIAL_CHARACTERS })}
              <span className="sr-only">({t(met ? 'auth.ruleMet' : 'auth.ruleNotMet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
