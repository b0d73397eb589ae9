import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TagColour, TagLimit, type Tag, type TagEntity } from '@agency/contracts';
import { Button, Card, Field, FormDialog, FormDialogFooter, Input, Label, Muted, Select } from '@agency/ui';
import { useReportResult } from '../../shared/forms/useReportResult';
import { ListPanel, ListStates } from '../../shared/panels/ListPanel';
import { ListTable, NoWrap } from '../../shared/panels/ListTable';
import { isAdministrator, useSessionUser } from '../../shared/session/RequireSession';
import { TAG_PALETTE } from '../../shared/tags/palette';
import { TagChip } from '../../shared/tags/TagChips';
import { useChangeTagMutation, useGetTagsQuery, useMergeTagsMutation } from '../../shared/tags/tagsApi';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  select {
    width: auto;
  }
`;

// The entities whose tags are managed here; employers and job roles join when their services keep tags.
const ENTITIES: { entity: TagEntity; title: string; noun: string }[] = [{ entity: 'candidates', title: 'Candidate Tags', noun: 'candidates' }];

/** /manage/tags (administrators only; decision 0134): each tag's name and colour, and merging tags into one. */
export function TagsPage() {
  const user = useSessionUser();
  if (!isAdministrator(user)) {
    return (
      <Card>
        <Muted>Access denied. Only administrators can manage tags.</Muted>
      </Card>
    );
  }
  return (
    <>
      {ENTITIES.map((each) => (
        <EntityTags key={each.entity} {...each} />
      ))}
    </>
  );
}

function EntityTags({ entity, title, noun }: { entity: TagEntity; title: string; noun: string }) {
  const query = useGetTagsQuery(entity);
  const [changeTag] = useChangeTagMutation();
  const report = useReportResult();
  const [renaming, setRenaming] = useState<Tag | null>(null);
  const [merging, setMerging] = useState<Tag | null>(null);

  async function recolour(tag: Tag, colour: TagColour) {
    report(await changeTag({ entity, id: tag.id, change: { colour } }), {
      success: { title: 'Tag updated', description: `${tag.name} is now ${TAG_PALETTE[colour].label.toLowerCase()}` },
      failure: 'Error updating tag',
    });
  }

  return (
    <ListPanel title={query.data ? `${title} (${query.data.length})` : title} description={`Staff add tags on ${noun}; here they are renamed, recoloured and merged.`} action={null}>
      <ListStates query={query} loadingLabel={`Loading ${title.toLowerCase()}`} placeholders={2} empty={`No tags on ${noun} yet.`}>
        {(tags) => (
          <ListTable columns={['Tag', 'Used on', 'Colour', 'Actions']}>
            {tags.map((tag) => (
              <tr key={tag.id}>
                <td>
                  <TagChip name={tag.name} colour={tag.colour} />
                </td>
                <NoWrap>{`${tag.count.toLocaleString('en-US')} ${tag.count === 1 ? noun.replace(/s$/, '') : noun}`}</NoWrap>
                <td>
                  <Select aria-label={`Colour of ${tag.name}`} value={tag.colour} onChange={(event) => recolour(tag, event.target.value as TagColour)}>
                    {TagColour.options.map((colour) => (
                      <option key={colour} value={colour}>
                        {TAG_PALETTE[colour].label}
                      </option>
                    ))}
                  </Select>
                </td>
                <td>
                  <Actions>
                    <Button $variant="outline" $size="sm" onClick={() => setRenaming(tag)} aria-label={`Rename ${tag.name}`}>
                      Rename
                    </Button>
                    <Button $variant="outline" $size="sm" onClick={() => setMerging(tag)} aria-label={`Merge ${tag.name}`} disabled={tags.length < 2}>
                      Merge
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </ListStates>
      <RenameDialog entity={entity} tag={renaming} noun={noun} onClose={() => setRenaming(null)} />
      <MergeDialog entity={entity} tag={merging} tags={query.data ?? []} noun={noun} onClose={() => setMerging(null)} />
    </ListPanel>
  );
}

/** 'Rename': every record holding the tag is rewritten with the new name. */
function RenameDialog({ entity, tag, noun, onClose }: { entity: TagEntity; tag: Tag | null; noun: string; onClose: () => void }) {
  return (
    <FormDialog open={tag !== null} onClose={onClose} title={`Rename ${tag?.name ?? ''}`} description={`Each of the ${noun} holding it is changed too.`}>
      {tag && <RenameForm entity={entity} tag={tag} noun={noun} onClose={onClose} />}
    </FormDialog>
  );
}

function RenameForm({ entity, tag, noun, onClose }: { entity: TagEntity; tag: Tag; noun: string; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState(tag.name);
  const [changeTag, { isLoading }] = useChangeTagMutation();
  const report = useReportResult();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = report(await changeTag({ entity, id: tag.id, change: { name } }), {
      success: { title: 'Tag renamed', description: `${tag.name} is now ${name.trim()} on every one of the ${noun}` },
      failure: 'Error renaming tag',
    });
    if (saved) onClose();
  }
  return (
    <form onSubmit={submit}>
      <Field>
        <Label htmlFor={`${id}-name`}>New name</Label>
        <Input id={`${id}-name`} required maxLength={TagLimit.nameLength} value={name} onChange={(event) => setName(event.target.value)} />
      </Field>
      <FormDialogFooter submitting={isLoading} label="Rename" busyLabel="Renaming..." />
    </form>
  );
}

/** 'Merge': the tag goes into another one; records holding it hold the other instead. */
function MergeDialog({ entity, tag, tags, noun, onClose }: { entity: TagEntity; tag: Tag | null; tags: Tag[]; noun: string; onClose: () => void }) {
  return (
    <FormDialog open={tag !== null} onClose={onClose} title={`Merge ${tag?.name ?? ''}`} description={`The ${noun} holding it hold the tag chosen instead, and ${tag?.name ?? 'it'} is deleted.`}>
      {tag && <MergeForm entity={entity} tag={tag} others={tags.filter((each) => each.id !== tag.id)} onClose={onClose} />}
    </FormDialog>
  );
}

function MergeForm({ entity, tag, others, onClose }: { entity: TagEntity; tag: Tag; others: Tag[]; onClose: () => void }) {
  const id = useId();
  const [into, setInto] = useState(others[0]?.id ?? '');
  const [mergeTags, { isLoading }] = useMergeTagsMutation();
  const report = useReportResult();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const target = others.find((each) => each.id === into);
    const saved = report(await mergeTags({ entity, merge: { from: [tag.id], into } }), {
      success: { title: 'Tags merged', description: `${tag.name} merged into ${target?.name ?? 'the tag chosen'}` },
      failure: 'Error merging tags',
    });
    if (saved) onClose();
  }
  return (
    <form onSubmit={submit}>
      <Field>
        <Label htmlFor={`${id}-into`}>Merge into</Label>
        <Select id={`${id}-into`} value={into} onChange={(event) => setInto(event.target.value)}>
          {others.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </Select>
      </Field>
      <FormDialogFooter submitting={isLoading} label="Merge" busyLabel="Merging..." />
    </form>
  );
}
