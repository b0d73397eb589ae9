import { useState } from 'react';
import styled from 'styled-components';
import { customFieldTypeLabels, type CustomFieldDefinition, type CustomFieldEntity } from '@agency/contracts';
import { Badge, Button, Card, Muted } from '@agency/ui';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ListPanel, ListStates } from '../../shared/panels/ListPanel';
import { ListTable, LongText, NoWrap } from '../../shared/panels/ListTable';
import { isAdministrator, useSessionUser } from '../../shared/session/RequireSession';
import { useGetCustomFieldsQuery, useRemoveCustomFieldMutation } from '../../shared/api/customFieldsApi';
import { CustomFieldDialog } from './CustomFieldDialog';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const ENTITIES: { entity: CustomFieldEntity; title: string; noun: string }[] = [
  { entity: 'candidate', title: 'Candidate Fields', noun: 'candidates' },
  { entity: 'employer', title: 'Employer Fields', noun: 'employers' },
  { entity: 'job-role', title: 'Job Role Fields', noun: 'job roles' },
];

/** /manage/custom-fields (administrators only; decision 0125): the fields of candidates, employers and job roles. */
export function CustomFieldsPage() {
  const user = useSessionUser();
  if (!isAdministrator(user)) {
    return (
      <Card>
        <Muted>Access denied. Only administrators can manage custom fields.</Muted>
      </Card>
    );
  }
  return (
    <Stack>
      {ENTITIES.map((each) => (
        <EntityFields key={each.entity} {...each} />
      ))}
    </Stack>
  );
}

function EntityFields({ entity, title, noun }: { entity: CustomFieldEntity; title: string; noun: string }) {
  const query = useGetCustomFieldsQuery(entity);
  const [removeField] = useRemoveCustomFieldMutation();
  const report = useReportResult();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CustomFieldDefinition | null>(null);

  async function remove(field: CustomFieldDefinition) {
    const question = `Remove ${field.label}? It leaves the forms, record pages, filters and exports of ${noun}. The values already entered are kept: adding a field with the same key and type brings them back.`;
    if (!window.confirm(question)) return;
    report(await removeField({ entity, id: field.id }), {
      success: { title: 'Field removed', description: `${field.label} no longer shows on ${noun}` },
      failure: 'Error removing field',
    });
  }

  return (
    <ListPanel
      title={query.data ? `${title} (${query.data.length})` : title}
      action={
        <Button onClick={() => setAdding(true)} aria-label={`Add Field to ${noun}`}>
          Add Field
        </Button>
      }
    >
      <ListStates query={query} loadingLabel={`Loading ${title.toLowerCase()}`} placeholders={2} empty={`No custom fields on ${noun} yet.`}>
        {(fields) => (
          <ListTable columns={['Label', 'Key', 'Type', 'Options', 'Required', 'Actions']}>
            {fields.map((field) => (
              <tr key={field.id}>
                <LongText>
                  <strong>{field.label}</strong>
                </LongText>
                <NoWrap>
                  <code>{field.key}</code>
                </NoWrap>
                <NoWrap>{customFieldTypeLabels[field.type]}</NoWrap>
                <LongText>{field.options?.join(', ') ?? ''}</LongText>
                <td>{field.required ? <Badge $variant="default">Required</Badge> : <Muted>Optional</Muted>}</td>
                <td>
                  <Actions>
                    <Button $variant="outline" $size="sm" onClick={() => setEditing(field)} aria-label={`Edit ${field.label}`}>
                      Edit
                    </Button>
                    <Button $variant="outline" $size="sm" onClick={() => remove(field)} aria-label={`Remove ${field.label}`}>
                      Remove
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListStates>
      <CustomFieldDialog entity={entity} open={adding} field={null} onClose={() => setAdding(false)} />
      <CustomFieldDialog entity={entity} open={editing !== null} field={editing} onClose={() => setEditing(null)} />
    </ListPanel>
  );
}
