import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, DialogClose, DialogContent, DialogFooter, FieldRow, FormStack, Input, TextArea, useToast } from '@agency/ui';
import { LeadInput } from '@agency/contracts';
import { useSubmitLeadMutation, type LeadRequest } from '../api';
import { FormField } from '../forms/FormField';

type Service = LeadRequest['service'];

/** The two free services (spec section 4); the consultation lasts 30 minutes (section 9). */
const SERVICES: { value: Service; title: string; text: string }[] = [
  { value: 'consultation', title: 'Free Career Consultation', text: 'A 30-minute call with a recruiter about your goals and the roles open to you.' },
  { value: 'cv_assessment', title: 'Free CV Assessment', text: 'Honest, written feedback on your CV from a recruiter in your field.' },
];

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** Wide enough for the two services side by side and the two buttons in one row. */
const OfferContent = styled(DialogContent)`
  && {
    max-width: 40rem;
  }
`;

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(3)};
    padding: 0;
  }
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  input {
    margin-top: 0.3rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
  }
  span span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(5)};
`;

/**
 * The exit-intent dialog (spec sections 4, 5 and 8). The visitor first picks a free service; only then
 * does the form appear. Name, e-mail and the service are required; after a successful request the
 * dialog closes and both the form and the choice start again empty.
 */
export function ExitIntentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [service, setService] = useState<Service | null>(null);
  const [values, setValues] = useState(EMPTY);
  // The phone is checked by the contract's own rule before sending (issue 21); the message says what it wants.
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [submitLead, { isLoading }] = useSubmitLeadMutation();
  const { toast } = useToast();

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim();
    const email = values.email.trim();
    if (!name || !email || !service) {
      toast({ title: 'Required Fields Missing', description: 'Please fill in your name, email, and select a service.', variant: 'destructive' });
      return;
    }
    const phone = LeadInput.shape.phone.safeParse(values.phone.trim());
    setPhoneError(phone.success ? undefined : phone.error.issues[0]?.message);
    if (!phone.success) return;
    const result = await submitLead({ name, email, phone: values.phone.trim(), message: values.message.trim(), service, source: 'exit_intent' });
    if ('error' in result) {
      const serverMessage = result.error && 'serverMessage' in result.error ? result.error.serverMessage : undefined;
      toast({ title: 'Submission Failed', description: serverMessage || 'Please try again or call us directly.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Request Submitted', description: "Thank you! We'll contact you within 24 hours to schedule your free service." });
    setValues(EMPTY);
    setService(null);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <OfferContent title="Before You Go..." description="Take a free service from our recruiters with you: no strings attached.">
        <Choices>
          <legend>Choose your free service</legend>
          {SERVICES.map((option) => (
            <Choice key={option.value}>
              <input
                type="radio"
                name="exit-intent-service"
                value={option.value}
                checked={service === option.value}
                onChange={() => setService(option.value)}
              />
              <span>
                <strong>{option.title}</strong>
                <span>{option.text}</span>
              </span>
            </Choice>
          ))}
        </Choices>
        {service ? (
          <Form onSubmit={submit} aria-label="Free service request">
            <FormStack>
              <FieldRow>
                <FormField label="Your Name" required>
                  {(control) => <Input {...control} autoComplete="name" {...field('name')} />}
                </FormField>
                <FormField label="Email" required>
                  {(control) => <Input {...control} type="email" autoComplete="email" {...field('email')} />}
                </FormField>
              </FieldRow>
              <FormField label="Phone" error={phoneError}>
                {(control) => <Input {...control} type="tel" autoComplete="tel" {...field('phone')} />}
              </FormField>
              <FormField label="Message">
                {(control) => <TextArea rows={3} {...control} placeholder="Anything we should know before we call?" {...field('message')} />}
              </FormField>
            </FormStack>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" $variant="outline" disabled={isLoading}>
                  No Thanks, I&apos;ll Browse More
                </Button>
              </DialogClose>
              <Button type="submit" disabled={isLoading}>
                {isLoading ? 'Submitting...' : 'Request My Free Service'}
              </Button>
            </DialogFooter>
          </Form>
        ) : (
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" $variant="outline">
                No Thanks, I&apos;ll Browse More
              </Button>
            </DialogClose>
          </DialogFooter>
        )}
      </OfferContent>
    </Dialog>
  );
}
