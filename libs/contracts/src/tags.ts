import { z } from 'zod';
import { line } from './fields';

/**
 * Tags (issue 34, decision 0134): short labels staff put on records ('Hot', 'Relocating') to find them again. Each
 * owning service keeps the registry of its records' tags (candidates: candidates; catalog: employers, job roles);
 * a record carries its tags by name, as shown. Anyone on the staff adds a tag; administrators rename, recolour and
 * merge them, which rewrites the records holding them.
 */
export const TagEntity = z.enum(['candidates', 'employers', 'job-roles']);
export type TagEntity = z.infer<typeof TagEntity>;

/**
 * The fixed palette: each colour is drawn by the CRM as a light background with dark text of the same hue that keeps
 * WCAG AA contrast, so no tag is unreadable whatever an administrator picks.
 */
export const TagColour = z.enum(['grey', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink']);
export type TagColour = z.infer<typeof TagColour>;

export const TagLimit = {
  /** A tag's name. */
  nameLength: 40,
  /** Tags on one record. */
  perRecord: 30,
  /** Tags in one entity's registry. */
  perEntity: 500,
} as const;

/** A tag's name: one line, 1 to 40 characters, no commas (the list filters take tags comma-separated). */
export const TagName = line(TagLimit.nameLength)
  .min(1, 'A tag needs a name')
  .refine((name) => !name.includes(','), 'A tag cannot hold a comma');

/** A record's tags as sent: names, each once whatever its case, at most 30. */
export const TagNames = z
  .array(TagName)
  .max(TagLimit.perRecord, `At most ${TagLimit.perRecord} tags on one record`)
  .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, 'Each tag only once');

/**
 * PATCH /api/candidates/:id/tags (staff; later the employers' and job roles'): tags added and taken off the record
 * as it is stored at that moment, so two people tagging it at once both keep their tags. New names join the registry.
 */
export const RecordTagsChange = z
  .object({ add: TagNames.default([]), remove: z.array(TagName).max(TagLimit.perRecord).default([]) })
  .refine((change) => change.add.length + change.remove.length > 0, 'Give tags to add or to remove');
export type RecordTagsChange = z.infer<typeof RecordTagsChange>;

/** PUT /api/candidates/:id/owner (staff; later the employers' and job roles'): the staff member looking after the record, or nobody (null). */
export const RecordOwnerChange = z.object({ ownerId: z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id').nullable() });
export type RecordOwnerChange = z.infer<typeof RecordOwnerChange>;

export const Tag = z.object({
  id: z.string(),
  name: z.string(),
  colour: TagColour,
  /** How many records hold it now. */
  count: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof Tag>;
export const TagList = z.array(Tag);
export type TagList = z.infer<typeof TagList>;

/** POST /api/tags/<entity> (staff): a new tag. Its name must not be taken (in any case); colour grey unless given. */
export const TagInput = z.object({ name: TagName, colour: TagColour.default('grey') });
export type TagInput = z.infer<typeof TagInput>;

/** PATCH /api/tags/<entity>/:id (administrator): a new name (every record holding the tag follows), a new colour, or both. */
export const TagChange = z
  .object({ name: TagName.optional(), colour: TagColour.optional() })
  .refine((change) => change.name !== undefined || change.colour !== undefined, 'Give a new name, a new colour, or both');
export type TagChange = z.infer<typeof TagChange>;

/**
 * POST /api/tags/<entity>/merge (administrator): the tags `from` go into `into`: each record holding one of them
 * holds `into` instead (once), then they are deleted.
 */
export const TagMerge = z
  .object({
    from: z.array(z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id')).min(1, 'Choose the tags to merge').max(50),
    into: z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id'),
  })
  .refine((merge) => !merge.from.includes(merge.into), { message: 'A tag cannot be merged into itself', path: ['from'] });
export type TagMerge = z.infer<typeof TagMerge>;

/** The answer of a rename or a merge: the tag as it is now and how many records were rewritten. */
export const TagRewrite = z.object({ tag: Tag, recordsChanged: z.number().int() });
export type TagRewrite = z.infer<typeof TagRewrite>;

export const TagMessages = {
  taken: 'A tag with this name already exists.',
  notFound: 'This tag no longer exists. Refresh the list and try again.',
  tooMany: `There are already ${TagLimit.perEntity} tags: merge some first.`,
} as const;

/** Splits a comma-separated list parameter (`skills=python,django`): trimmed, empty items dropped. */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
