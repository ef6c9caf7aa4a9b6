import { MONEY_TEXT_MAX_LENGTH } from '@payee/contract';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ONBOARDING_CONTENT } from '@payee/content/onboarding';
import { Checkbox } from '@/components/ui/checkbox';
// The benefits are keyed by id (`benefits.b7`), which the typed controls' paths cannot name: the untyped ones.
import { BoundDateField, BoundNumberField, LIST_UNAVAILABLE_HINT } from '@/components/form/bound-controls';
import { useBenefitAccounts } from '../api/get-onboarding-lists';
import { benefitKey, emptyBenefitChoice, type OnboardingFormValues } from '../values';
import type { OnboardingStepProps } from './step-props';

const copy = ONBOARDING_CONTENT.activeBenefits;

/** A benefit as listed: its id and name. */
interface BenefitEntry {
  id: number;
  name: string;
}

/**
 * Step 4, "Select Your Active Benefits" (optional): the benefits of
 * `/dropdown/reporting-accounts?reporting_type_id=1&is_benefit=true`, each ticked one with its amount,
 * effective-from and effective-till dates; benefits already saved come back ticked. Each benefit's fields
 * are named by its id (`benefits.b7.benefit_amount`), where the server's `active_benefits.{index}` errors
 * are shown.
 */
export function ActiveBenefitsStep({ detail }: OnboardingStepProps) {
  const accounts = useBenefitAccounts();
  const listed: BenefitEntry[] = (accounts.data ?? []).map((option) => ({ id: option.value, name: option.label }));
  // A benefit saved before and no longer offered is still shown, so it can be kept or unticked.
  const savedOnly = detail.benefits
    .filter((benefit) => !listed.some((entry) => entry.id === benefit.id))
    .map(({ id, name }) => ({ id, name }));
  const benefits = [...listed, ...savedOnly];

  return (
    <>
      <fieldset className="fieldset" aria-describedby="active-benefits-hint">
        <legend className="fieldset__legend">
          {copy.legend} <span className="field__optional">{ONBOARDING_CONTENT.optional}</span>
        </legend>
        <p id="active-benefits-hint" className="field__hint">
          {accounts.isError ? LIST_UNAVAILABLE_HINT : copy.intro}
        </p>
        {accounts.isPending && !accounts.isError && <p role="status">{ONBOARDING_CONTENT.loading}</p>}
        {benefits.map((benefit) => (
          <BenefitChoice key={benefit.id} benefit={benefit} />
        ))}
        {!accounts.isPending && benefits.length === 0 && <p>{copy.none}</p>}
      </fieldset>
    </>
  );
}

/** One benefit: its tick box and, once ticked, its amount and dates. */
function BenefitChoice({ benefit }: { benefit: BenefitEntry }) {
  const key = benefitKey(benefit.id);
  const { getValues, setValue, clearErrors } = useFormContext<OnboardingFormValues>();
  const choice = useWatch<OnboardingFormValues, `benefits.${string}`>({ name: `benefits.${key}` });
  const { errors } = useFormState<OnboardingFormValues>({ name: `benefits.${key}` });
  const isSelected = choice?.is_selected === 1;
  const selectedId = `benefits.${key}.is_selected`;

  return (
    <div className="onboarding-benefit">
      <Checkbox
        id={selectedId}
        label={benefit.name}
        checked={isSelected}
        error={errors.benefits?.[key]?.is_selected?.message}
        onChange={(event) => {
          const current = getValues(`benefits.${key}`) ?? emptyBenefitChoice();
          setValue(`benefits.${key}`, { ...current, is_selected: event.target.checked ? 1 : 0 }, { shouldDirty: true });
          if (!event.target.checked) clearErrors(`benefits.${key}`);
        }}
      />
      {isSelected && (
        <fieldset className="onboarding-benefit__details">
          <legend>{copy.detailsLegend(benefit.name)}</legend>
          <BoundNumberField
            name={`benefits.${key}.benefit_amount`}
            label={copy.labels.amount}
            hint={copy.hints.amount}
            maxLength={MONEY_TEXT_MAX_LENGTH}
            autoComplete="off"
          />
          <BoundDateField name={`benefits.${key}.effective_from`} label={copy.labels.effectiveFrom} hint={copy.hints.effectiveFrom} />
          <BoundDateField name={`benefits.${key}.effective_till`} label={copy.labels.effectiveTill} hint={copy.hints.effectiveTill} />
        </fieldset>
      )}
    </div>
  );
}
