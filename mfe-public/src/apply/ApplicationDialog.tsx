import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Field,
  FieldError,
  Input,
  Label,
  TextArea,
  useToast,
} from '@agency/ui';
import { ApplyInput } from '@agency/contracts';
import { CANDIDATE_TOKEN_KEY } from '@agency/web-kit';
import { useApplyAndRegisterMutation } from './applyApi';
import { applyFailureText } from './failureText';

/** How long the visitor reads 'Account Created!' before going to the portal (spec section 9). */
export const REDIRECT_DELAY_MS = 1500;
/** Where a new candidate completes their profile (spec section 4). */
export const PORTAL_WIZARD = '/candidateportal?wizard=true';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  && > * {
    margin-top: 0;
  }
`;

const EMPTY = { fullName: '', email: '', phone: '', coverLetter: '' };

/**
 * The application dialog of 'Apply for This Position' (spec sections 4, 5 and 8). Full name and e-mail
 * are required ('Missing Information'); the e-mail's format is left to the field's type. On success the
 * candidate token is stored, the dialog closes, the form clears and, 1.5 s later, the visitor goes to the
 * portal's wizard. When the application was stored but no account could be made (the server answers
 * without a token and says why), the visitor is told so and stays on the page, the form kept for a
 * second try (decision 0027).
 */
export function ApplicationDialog({
  jobRoleId,
  jobTitle,
  open,
  onOpenChange: setOpen,
}: {
  jobRoleId: string;
  jobTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  // The phone is checked by the contract's own rule before sending (issue 21), its message under the field.
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [apply, { isLoading: submitting }] = useApplyAndRegisterMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Leaving the page before the redirect cancels it.
  useEffect(() => () => clearTimeout(redirect.current), []);

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.fullName.trim() || !values.email.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in your name and email address.',
        variant: 'destructive',
      });
      return;
    }
    const phone = ApplyInput.shape.candidatePhone.safeParse(values.phone.trim());
    setPhoneError(phone.success ? undefined : phone.error.issues[0]?.message);
    if (!phone.success) return;
    const result = await apply({
      jobRoleId,
      candidateFullName: values.fullName.trim(),
      candidateEmail: values.email.trim(),
      candidatePhone: values.phone.trim() || null,
      coverLetter: values.coverLetter.trim() || null,
    });
    if (result.error) {
      toast({ title: 'Error', description: applyFailureText(result.error), variant: 'destructive' });
      return;
    }
    setOpen(false);
    const { candidateToken, message } = result.data;
    if (!candidateToken) {
      // No token: the e-mail was known already, or the account could not be set up (decision 0067). What was
      // typed stays, to apply to another role with it.
      toast({
        title: 'Application Submitted',
        description: message ?? 'Your application was submitted, but we could not create your account.',
      });
      return;
    }
    setValues(EMPTY);
    localStorage.setItem(CANDIDATE_TOKEN_KEY, candidateToken);
    toast({
      title: 'Account Created!',
      description:
        'Your application was submitted and account created. Redirecting to complete your profile...',
    });
    redirect.current = setTimeout(() => navigate(PORTAL_WIZARD), REDIRECT_DELAY_MS);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && setOpen(next)}>
      <DialogContent
        title={`Apply for ${jobTitle}`}
        description="Send your application; we create your candidate account with it, so you can follow it in the candidate portal."
      >
        {/* No noValidate: the browser checks the e-mail's format (spec section 5); the required fields are ours. */}
        <form onSubmit={submit} aria-label="Application">
          <Fields>
            <Field>
              <Label htmlFor={`${id}-full-name`}>Full Name *</Label>
              <Input id={`${id}-full-name`} autoComplete="name" maxLength={200} {...field('fullName')} />
            </Field>
            <Field>
              <Label htmlFor={`${id}-email`}>Email *</Label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                maxLength={255}
                {...field('email')}
              />
            </Field>
            <Field>
              <Label htmlFor={`${id}-phone`}>Phone</Label>
              <Input
                id={`${id}-phone`}
                type="tel"
                autoComplete="tel"
                maxLength={50}
                aria-invalid={!!phoneError}
                aria-describedby={phoneError ? `${id}-phone-error` : undefined}
                {...field('phone')}
              />
              {phoneError && <FieldError id={`${id}-phone-error`}>{phoneError}</FieldError>}
            </Field>
            <Field>
              <Label htmlFor={`${id}-cover-letter`}>Cover Letter</Label>
              <TextArea
                id={`${id}-cover-letter`}
                rows={5}
                maxLength={10000}
                placeholder="Tell us why you're a great fit for this role"
                {...field('coverLetter')}
              />
            </Field>
          </Fields>
          <DialogFooter>
            <DialogClose asChild>
              <Button $variant="outline" disabled={submitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit Application'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
