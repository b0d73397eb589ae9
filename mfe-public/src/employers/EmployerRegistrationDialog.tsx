import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EmployerRegistrationInput } from '@agency/contracts';
import { Button, Dialog, DialogClose, DialogContent, DialogFooter, FieldRow, FormStack, Input, TextArea, useToast } from '@agency/ui';
import { useRegisterEmployerMutation } from '../api';
import { FormField } from '../forms/FormField';

const EMPTY: EmployerRegistrationInput = {
  name: '',
  industry: '',
  location: '',
  contactPerson: '',
  contactEmail: '',
  contactPhone: '',
  website: '',
  description: '',
};

/** The three fields spec section 5 requires; missing any of them is one notification, not three messages. */
const REQUIRED = ['name', 'contactPerson', 'contactEmail'] as const;

/**
 * 'For Employers': partnership registration (spec sections 4, 5 and 8). The form validates with the
 * registration schema of the contracts, the same one the server applies. Missing required fields give the
 * spec's 'Required Fields Missing' notification; a filled field the schema still refuses (an e-mail
 * address without '@', a text too long) says why under it (decision 0016).
 */
export function EmployerRegistrationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { toast } = useToast();
  const [register, { isLoading }] = useRegisterEmployerMutation();
  const form = useForm<EmployerRegistrationInput>({ resolver: zodResolver(EmployerRegistrationInput), defaultValues: EMPTY });
  const { errors } = form.formState;

  const isEmpty = (field: (typeof REQUIRED)[number]) => !(form.getValues(field) ?? '').trim();
  /** The schema's message under a field, unless the field is simply empty (the notification says so). */
  const problem = (field: keyof EmployerRegistrationInput) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return (REQUIRED as readonly string[]).includes(field) && isEmpty(field as (typeof REQUIRED)[number]) ? undefined : message;
  };

  const onInvalid = (invalid: FieldErrors<EmployerRegistrationInput>) => {
    if (REQUIRED.some((field) => invalid[field] && isEmpty(field))) {
      toast({
        title: 'Required Fields Missing',
        description: 'Please fill in company name, contact person, and email address.',
        variant: 'destructive',
      });
    }
  };

  const onValid = async (registration: EmployerRegistrationInput) => {
    const result = await register(registration);
    if ('error' in result) {
      const serverMessage = result.error && 'serverMessage' in result.error ? result.error.serverMessage : undefined;
      toast({ title: 'Registration Failed', description: serverMessage || 'Please try again or contact us directly.', variant: 'destructive' });
      return;
    }
    toast({
      title: 'Registration Submitted',
      description: 'Thank you for your interest! Our team will contact you within 24 hours to discuss partnership opportunities.',
    });
    form.reset(EMPTY);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        wide
        title="Partner With TalentBridge"
        description="Tell us about your company and the people you are looking for. Fields marked * are required."
      >
        <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate aria-label="Employer registration">
          <FormStack>
            <FormField label="Company Name" required invalid={!!errors.name} error={problem('name')}>
              {(control) => <Input {...control} autoComplete="organization" {...form.register('name')} />}
            </FormField>
            <FieldRow>
              <FormField label="Industry" error={problem('industry')}>
                {(control) => <Input {...control} placeholder="e.g. Technology" {...form.register('industry')} />}
              </FormField>
              <FormField label="Location" error={problem('location')}>
                {(control) => <Input {...control} placeholder="e.g. Leeds, UK" {...form.register('location')} />}
              </FormField>
            </FieldRow>
            <FieldRow>
              <FormField label="Contact Person" required invalid={!!errors.contactPerson} error={problem('contactPerson')}>
                {(control) => <Input {...control} autoComplete="name" {...form.register('contactPerson')} />}
              </FormField>
              <FormField label="Contact Email" required invalid={!!errors.contactEmail} error={problem('contactEmail')}>
                {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('contactEmail')} />}
              </FormField>
            </FieldRow>
            <FieldRow>
              <FormField label="Contact Phone" error={problem('contactPhone')}>
                {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('contactPhone')} />}
              </FormField>
              <FormField label="Website" error={problem('website')}>
                {(control) => <Input {...control} type="url" placeholder="https://" autoComplete="url" {...form.register('website')} />}
              </FormField>
            </FieldRow>
            <FormField label="About Your Company" error={problem('description')}>
              {(control) => (
                <TextArea rows={3} {...control} placeholder="The roles you are hiring for, your team, your timeline" {...form.register('description')} />
              )}
            </FormField>
          </FormStack>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" $variant="outline" disabled={isLoading}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Submitting...' : 'Submit Registration'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
