import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { INTAKE_FORM_CONTENT } from '@payee/content/intake-form';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@payee/contract';
import { PasswordChecklist, UsernameChecklist } from '@/components/ui/credential-checklist';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { textAnswer } from '../fields/answer-format';
import type { IntakeAnswersProps, IntakeStepProps } from '../step-props';
import type { IntakeFormValues } from '../values';
import { AnswerRow } from './answer-row';

const copy = INTAKE_FORM_CONTENT.loginDetails;

/**
 * Step 4, Login Details (new applications only): a username and a password, typed twice, with the live
 * checklists of the reset screens (the same rules everywhere a username or password is chosen).
 */
export function LoginDetailsStep(_props: IntakeStepProps) {
  const { control, register } = useFormContext<IntakeFormValues>();
  const { errors } = useFormState({ control, name: ['username', 'password', 'confirm_password'] });
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  return (
    <>
      <p>{copy.intro}</p>
      <Field
        id="username"
        label={copy.labels.username}
        hint={copy.hints.username}
        error={errors.username?.message}
        describedBy="username-rules"
        after={<UsernameChecklist id="username-rules" value={username} />}
      >
        {(controlProps) => (
          <input
            {...register('username')}
            {...controlProps}
            type="text"
            className="field__input"
            maxLength={USERNAME_MAX_LENGTH}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <PasswordInput
        id="password"
        label={copy.labels.password}
        hint={copy.hints.password}
        error={errors.password?.message}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        describedBy="password-rules"
        after={<PasswordChecklist id="password-rules" value={password} />}
        {...register('password')}
      />
      <PasswordInput
        id="confirm_password"
        label={copy.labels.confirmPassword}
        hint={copy.hints.confirmPassword}
        error={errors.confirm_password?.message}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        {...register('confirm_password')}
      />
    </>
  );
}

/** Login Details on "Check your answers": the username, which cannot be changed once the application is saved. */
export function LoginDetailsAnswers({ values, application }: IntakeAnswersProps) {
  const username = application?.user?.username ?? values.username;
  return <AnswerRow label={copy.answers.username} value={textAnswer(username)} />;
}
