import { useState } from 'react';
import styled from 'styled-components';
import { EmailTemplateInput, MERGE_FIELD_PATTERN, MERGE_FIELDS, MergeFieldNames, type EmailTemplate, type MergeField } from '@agency/contracts';
import { FormDialog, FormDialogFooter, FormField, FormStack, Input, Muted, TextArea } from '@agency/ui';
import { useReportResult } from '../../shared/forms/useReportResult';
import { useAddEmailTemplateMutation, useUpdateEmailTemplateMutation } from '../../shared/bulk/bulkApi';

const Fields = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Preview = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  padding: ${({ theme }) => theme.space(3)};
  white-space: pre-wrap;
`;

/** What the preview fills the merge fields with. */
const SAMPLE: Record<MergeField, string> = {
  firstName: 'Jane',
  lastName: 'Doe',
  fullName: 'Jane Doe',
  jobTitle: 'Data Engineer',
  location: 'Leeds',
  recruiterName: 'Rita Recruiter',
  agencyName: 'TalentBridge',
};
const sampled = (text: string) => text.replace(MERGE_FIELD_PATTERN, (written, name: string) => SAMPLE[name as MergeField] ?? written);

/** 'Add Template' and 'Edit Template': name, subject and body with merge fields, and a preview with sample values. */
export function EmailTemplateDialog({ open, template, onClose }: { open: boolean; template: EmailTemplate | null; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title={template ? 'Edit Template' : 'Add Template'} description={template?.name}>
      {open && <TemplateForm key={template?.id ?? 'new'} template={template} onDone={onClose} />}
    </FormDialog>
  );
}

function TemplateForm({ template, onDone }: { template: EmailTemplate | null; onDone: () => void }) {
  const [addTemplate, { isLoading: adding }] = useAddEmailTemplateMutation();
  const [updateTemplate, { isLoading: updating }] = useUpdateEmailTemplateMutation();
  const report = useReportResult();
  const [values, setValues] = useState({ name: template?.name ?? '', subject: template?.subject ?? '', body: template?.body ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = EmailTemplateInput.safeParse(values);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? 'name'), issue.message])));
      return;
    }
    setErrors({});
    const result = template ? await updateTemplate({ id: template.id, changes: checked.data }) : await addTemplate(checked.data);
    const saved = report(result, {
      success: { title: template ? 'Template saved' : 'Template added', description: checked.data.name },
      failure: template ? 'Error saving template' : 'Error adding template',
    });
    if (saved) onDone();
  }

  const error = (name: string) => (errors[name] ? { message: errors[name] } : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label={template ? 'Edit Template' : 'Add Template'}>
      <FormStack>
        <FormField label="Name *" error={error('name')}>
          {(control) => <Input {...control} autoComplete="off" value={values.name} onChange={set('name')} />}
        </FormField>
        <FormField label="Subject *" error={error('subject')}>
          {(control) => <Input {...control} autoComplete="off" value={values.subject} onChange={set('subject')} />}
        </FormField>
        <FormField label="Body *" error={error('body')} hint="Plain text; an empty line starts a new paragraph.">
          {(control) => <TextArea {...control} rows={8} value={values.body} onChange={set('body')} />}
        </FormField>
        <section aria-label="Merge fields">
          <Muted>Merge fields, filled in for each candidate:</Muted>
          <Fields>
            {MergeFieldNames.map((name) => (
              <li key={name}>
                <code>{`{{${name}}}`}</code> — {MERGE_FIELDS[name]}
              </li>
            ))}
          </Fields>
        </section>
        <Preview aria-label="Preview">
          <strong>{sampled(values.subject) || 'Subject'}</strong>
          {'\n\n'}
          {sampled(values.body)}
        </Preview>
      </FormStack>
      <FormDialogFooter submitting={adding || updating} label={template ? 'Save Template' : 'Add Template'} busyLabel="Saving..." />
    </form>
  );
}
