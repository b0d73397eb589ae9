import { useState } from 'react';
import styled from 'styled-components';
import { type EmailTemplate } from '@agency/contracts';
import { Button, Card, Muted } from '@agency/ui';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ListPanel, ListStates } from '../../shared/panels/ListPanel';
import { ListTable, LongText } from '../../shared/panels/ListTable';
import { useSessionUser } from '../../shared/session/RequireSession';
import { useGetEmailTemplatesQuery, useRemoveEmailTemplateMutation } from '../../shared/bulk/bulkApi';
import { EmailTemplateDialog } from './EmailTemplateDialog';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** /manage/email-templates (decision 0137): managers and administrators write the templates recruiters send in bulk. */
export function EmailTemplatesPage() {
  const user = useSessionUser();
  if (user?.role !== 'manager' && user?.role !== 'administrator') {
    return (
      <Card>
        <Muted>Access denied. Only managers and administrators can manage e-mail templates.</Muted>
      </Card>
    );
  }
  return <TemplateList />;
}

function TemplateList() {
  const query = useGetEmailTemplatesQuery();
  const [removeTemplate] = useRemoveEmailTemplateMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EmailTemplate | null>(null);

  async function remove(template: EmailTemplate) {
    if (!window.confirm(`Delete the template ${template.name}? E-mails already sent with it stay on the candidates' records.`)) return;
    report(await removeTemplate(template.id), { success: { title: 'Template deleted', description: template.name }, failure: 'Error deleting template' });
  }

  return (
    <ListPanel title={query.data ? `E-mail Templates (${query.data.items.length})` : 'E-mail Templates'} action={<Button onClick={() => setAdding(true)}>Add Template</Button>}>
      <ListStates query={{ ...query, data: query.data?.items }} loadingLabel="Loading e-mail templates" placeholders={2} empty="No e-mail templates yet.">
        {(templates) => (
          <ListTable columns={['Name', 'Subject', 'Actions']}>
            {templates.map((template) => (
              <tr key={template.id}>
                <LongText>
                  <strong>{template.name}</strong>
                </LongText>
                <LongText>{template.subject}</LongText>
                <td>
                  <Actions>
                    <Button $variant="outline" $size="sm" onClick={() => setEditing(template)} aria-label={`Edit ${template.name}`}>
                      Edit
                    </Button>
                    <Button $variant="outline" $size="sm" onClick={() => void remove(template)} aria-label={`Delete ${template.name}`}>
                      Delete
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListStates>
      <EmailTemplateDialog open={adding} template={null} onClose={() => setAdding(false)} />
      <EmailTemplateDialog open={editing !== null} template={editing} onClose={() => setEditing(null)} />
    </ListPanel>
  );
}
