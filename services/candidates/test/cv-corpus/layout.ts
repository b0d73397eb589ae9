/**
 * A CV as data, a layout to write it in, and the blocks both make: the PDF, Word and text renderers draw the
 * same blocks, so one CV tests each reader on the same content.
 */

/** [year, month]; a CV written with years only drops the month. */
export type Month = [number, number];

export interface CvJob {
  title: string;
  company: string;
  place?: string;
  start: Month;
  end: Month | 'present';
  bullets: string[];
}

export interface CvStudy {
  institution: string;
  qualification: string;
  field?: string;
  start: number;
  end: number;
  grade?: string;
}

export interface CvData {
  name: string;
  location: string;
  /** For layout `contact: 'address'`. */
  address?: string;
  phone: string;
  summary: string;
  /** What the CV claims: in its skills section, or (layout `skills: 'none'`) only in its sentences. */
  skills: string[];
  jobs: CvJob[];
  studies: CvStudy[];
  /** Skills grouped under labels (`Languages: ...`), for layout `skills: 'categories'`. */
  skillGroups?: Record<string, string[]>;
}

export type Section = 'summary' | 'experience' | 'education' | 'skills';

export interface Layout {
  /** A sidebar holds contact details, skills and education; the main column the summary and experience. */
  columns: 'one' | 'sidebar-left' | 'sidebar-right';
  headings: Record<Section, string>;
  upperCaseHeadings: boolean;
  order: Section[];
  /** `sept-to-date`: `Sept. 2015 – Jul. 2016`, `Mar. 2021 – to date`. */
  dates: 'mon-yyyy' | 'month-yyyy' | 'mm/yyyy' | 'yyyy' | 'yyyy-now' | 'sept-to-date';
  /** `grouped`: a company's line, then each of its roles with their dates (jobs in a row at one company). */
  entry: 'title-at-company' | 'title-comma-company' | 'company-dash-title' | 'title-then-company' | 'company-then-title' | 'date-first' | 'grouped';
  /** `right`: right-aligned (a tab stop in Word), on the title's line. */
  datePlace: 'same-line' | 'own-line' | 'right';
  /** `levels`: `Python (Expert), SQL (Advanced)`. */
  skills: 'commas' | 'bullets' | 'pipes' | 'lines' | 'categories' | 'levels' | 'none';
  /** `list`: a real Word bulleted list (its bullets are no text: mammoth gives the lines bare). */
  bullet: '•' | '-' | '*' | 'list';
  /** `address`: a postal address rather than a town (the location cannot be told from it). */
  contact: 'one-line' | 'lines' | 'address';
}

export type Block =
  | { kind: 'name'; text: string }
  | { kind: 'contact'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'line'; text: string; right?: string; bold?: boolean }
  | { kind: 'bullet'; text: string; marker: Layout['bullet'] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'space' };

export interface Blocks {
  top: Block[];
  main: Block[];
  side: Block[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function dateRange(job: Pick<CvJob, 'start' | 'end'>, style: Layout['dates']): string {
  const point = ([year, month]: Month) =>
    style === 'mon-yyyy' ? `${MONTHS[month - 1]!.slice(0, 3)} ${year}`
    : style === 'sept-to-date' ? `${MONTHS[month - 1]!.slice(0, month === 9 ? 4 : 3)}. ${year}`
    : style === 'month-yyyy' ? `${MONTHS[month - 1]} ${year}`
    : style === 'mm/yyyy' ? `${String(month).padStart(2, '0')}/${year}`
    : String(year);
  const open = style === 'yyyy-now' ? 'now' : style === 'sept-to-date' ? 'to date' : 'Present';
  const end = job.end === 'present' ? open : point(job.end);
  const separator = style === 'month-yyyy' ? ' to ' : style === 'yyyy-now' ? ' — ' : style === 'mm/yyyy' || style === 'yyyy' ? ' - ' : ' – ';
  return `${point(job.start)}${separator}${end}`;
}

export function toBlocks(cv: CvData, layout: Layout): Blocks {
  const heading = (section: Section): Block => ({ kind: 'heading', text: layout.upperCaseHeadings ? layout.headings[section].toUpperCase() : layout.headings[section] });
  const email = `${cv.name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(/ /g, '.')}@example.com`;
  const contacts = layout.contact === 'address' ? [`Address: ${cv.address}`, `Email: ${email}`, `Mobile: ${cv.phone}`] : [cv.location, email, cv.phone];
  const contactBlocks: Block[] = layout.contact === 'one-line' ? [{ kind: 'contact', text: contacts.join(' | ') }] : contacts.map((text) => ({ kind: 'contact', text }));

  const sections: Record<Section, Block[]> = {
    summary: [heading('summary'), { kind: 'paragraph', text: cv.summary }],
    experience: [heading('experience'), ...(layout.entry === 'grouped' ? groupedJobBlocks(cv.jobs, layout) : cv.jobs.flatMap((job) => jobBlocks(job, layout)))],
    education: [heading('education'), ...cv.studies.flatMap((study) => studyBlocks(study, layout))],
    skills: layout.skills === 'none' ? [] : [heading('skills'), ...skillBlocks(cv, layout)],
  };
  const withSpace = (section: Section) => (sections[section].length ? [...sections[section], { kind: 'space' } as Block] : []);
  const top: Block[] = [{ kind: 'name', text: cv.name }];
  if (layout.columns === 'one') return { top: [...top, ...contactBlocks], main: layout.order.flatMap(withSpace), side: [] };
  const inSide = (section: Section) => section === 'skills' || section === 'education';
  const side = layout.order.filter(inSide).flatMap(withSpace);
  const main = layout.order.filter((section) => !inSide(section)).flatMap(withSpace);
  // A left sidebar carries the contact details under its own heading; with a right one they stay under the name.
  return layout.columns === 'sidebar-left'
    ? { top, side: [{ kind: 'heading', text: layout.upperCaseHeadings ? 'CONTACT' : 'Contact' }, ...contacts.map((text): Block => ({ kind: 'contact', text })), { kind: 'space' }, ...side], main }
    : { top: [...top, ...contactBlocks], side, main };
}

function jobBlocks(job: CvJob, layout: Layout): Block[] {
  const dates = dateRange(job, layout.dates);
  const company = job.place ? `${job.company}, ${job.place}` : job.company;
  const head: string[] =
    layout.entry === 'title-at-company' ? [`${job.title} at ${company}`]
    : layout.entry === 'title-comma-company' ? [`${job.title}, ${company}`]
    : layout.entry === 'company-dash-title' ? [`${job.company} — ${job.title}`]
    : layout.entry === 'company-then-title' ? [company, job.title]
    : [job.title, company];
  const bullets = job.bullets.map((text): Block => ({ kind: 'bullet', text, marker: layout.bullet }));
  if (layout.entry === 'date-first') return [{ kind: 'line', text: dates }, ...head.map((text, n): Block => ({ kind: 'line', text, bold: n === 0 })), ...bullets];
  const [first, ...rest] = head;
  const firstLine: Block =
    layout.datePlace === 'right' ? { kind: 'line', text: first!, right: dates, bold: true }
    : layout.datePlace === 'same-line' ? { kind: 'line', text: `${first} | ${dates}`, bold: true }
    : { kind: 'line', text: first!, bold: true };
  return [firstLine, ...rest.map((text): Block => ({ kind: 'line', text })), ...(layout.datePlace === 'own-line' ? [{ kind: 'line', text: dates } as Block] : []), ...bullets];
}

/** Consecutive jobs at one company under one company line. */
function groupedJobBlocks(jobs: CvJob[], layout: Layout): Block[] {
  return jobs.flatMap((job, n): Block[] => [
    ...(jobs[n - 1]?.company === job.company ? [] : [{ kind: 'line', text: job.place ? `${job.company}, ${job.place}` : job.company, bold: true } as Block]),
    { kind: 'line', text: job.title, right: dateRange(job, layout.dates) },
    ...job.bullets.map((text): Block => ({ kind: 'bullet', text, marker: layout.bullet })),
  ]);
}

function studyBlocks(study: CvStudy, layout: Layout): Block[] {
  const degree = study.field ? `${study.qualification} ${study.field}` : study.qualification;
  const years = layout.dates === 'yyyy' || layout.dates === 'yyyy-now' ? `${study.start} - ${study.end}` : `${study.start} – ${study.end}`;
  const grade = study.grade ? [{ kind: 'line', text: study.grade } as Block] : [];
  return layout.entry === 'company-then-title' || layout.entry === 'company-dash-title'
    ? [{ kind: 'line', text: study.institution, right: years, bold: true }, { kind: 'line', text: degree }, ...grade]
    : [{ kind: 'line', text: `${degree}, ${study.institution}`, bold: true }, { kind: 'line', text: years }, ...grade];
}

function skillBlocks(cv: CvData, layout: Layout): Block[] {
  switch (layout.skills) {
    case 'commas':
      return [{ kind: 'paragraph', text: cv.skills.join(', ') }];
    case 'pipes':
      return [{ kind: 'paragraph', text: cv.skills.join(' | ') }];
    case 'bullets':
      return cv.skills.map((text) => ({ kind: 'bullet', text, marker: layout.bullet }));
    case 'lines':
      return cv.skills.map((text) => ({ kind: 'line', text }));
    case 'levels':
      return [{ kind: 'paragraph', text: cv.skills.map((skill, n) => `${skill} (${['Expert', 'Advanced', 'Intermediate'][n % 3]})`).join(', ') }];
    case 'categories':
      return Object.entries(cv.skillGroups ?? { Skills: cv.skills }).map(([label, skills]) => ({ kind: 'line', text: `${label}: ${skills.join(', ')}` }));
    default:
      return [];
  }
}
