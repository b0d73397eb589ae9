// What a CV's text proposes: the whole corpus read and parsed as an upload would be (in the worker), with minimum recall
// of skills and job titles, exact answers for a few CVs, and the parser's pieces on small texts.
import { describe, expect, it } from 'vitest';
import { ProfileProposal } from '@agency/contracts';
import { findDateRange } from '../../src/documents/text/cv-dates';
import { extractText } from '../../src/documents/text/extract-text';
import { proposeProfile } from '../../src/documents/text/parse-cv';
import { renderCorpus } from '../cv-corpus';
import { recall } from '../cv-corpus/score';

const cvFiles = (await renderCorpus()).filter((file) => file.truth);
const proposals = new Map<string, ProfileProposal>();
for (const file of cvFiles) {
  const { status, proposal } = await extractText(file.bytes, file.kind);
  expect(status, file.name).toBe('read');
  proposals.set(file.name, proposal!);
}
const proposal = (name: string) => proposals.get(name)!;

describe('proposing a profile from the corpus', () => {
  it('reads every CV of the corpus into a proposal the contract accepts', () => {
    expect(cvFiles.length).toBeGreaterThanOrEqual(60);
    for (const [name, found] of proposals) expect(ProfileProposal.safeParse(found).success, name).toBe(true);
  });

  it('finds at least 80% of the skills and of the job titles over the corpus, and 60% of each in every file it was tuned on', () => {
    const skills = recall(cvFiles.map((file) => ({ truth: file.truth!.skills, found: proposal(file.name).skills })));
    const titles = recall(cvFiles.map((file) => ({ truth: file.truth!.titles, found: proposal(file.name).employment.map((entry) => entry.role) })));
    expect(skills.recall).toBeGreaterThanOrEqual(0.8);
    expect(titles.recall).toBeGreaterThanOrEqual(0.8);
    expect(skills.precision).toBeGreaterThanOrEqual(0.8);
    expect(titles.precision).toBeGreaterThanOrEqual(0.8);
    for (const file of cvFiles.filter((candidate) => !candidate.heldOut)) {
      expect(recall([{ truth: file.truth!.skills, found: proposal(file.name).skills }]).recall, `${file.name} skills`).toBeGreaterThanOrEqual(0.6);
      expect(recall([{ truth: file.truth!.titles, found: proposal(file.name).employment.map((entry) => entry.role) }]).recall, `${file.name} titles`).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('gives the location and the current role of most CVs', () => {
    const located = cvFiles.filter((file) => proposal(file.name).location === file.truth!.location);
    const current = cvFiles.filter((file) => proposal(file.name).currentRole === file.truth!.currentRole);
    expect(located.length / cvFiles.length).toBeGreaterThanOrEqual(0.9);
    expect(current.length / cvFiles.length).toBeGreaterThanOrEqual(0.8);
  });

  it('reads a one-column PDF exactly: entries with months, current role, location, education', () => {
    expect(proposal('software-engineer.pdf')).toEqual({
      currentRole: 'Senior Software Engineer',
      location: 'Leeds, UK',
      skills: ['TypeScript', 'Node.js', 'Go', 'PostgreSQL', 'Kubernetes', 'AWS', 'Terraform', 'GraphQL', 'Event Sourcing'],
      education: [{ institution: 'University of Sheffield', qualification: 'BSc (Hons)', fieldOfStudy: 'Computer Science', startYear: 2013, endYear: 2016 }],
      employment: [
        { role: 'Senior Software Engineer', organization: 'Ledgerline Ltd', startYear: 2021, startMonth: 4, endYear: null, endMonth: null, isCurrent: true },
        { role: 'Software Engineer', organization: 'Paywise plc', startYear: 2017, startMonth: 9, endYear: 2021, endMonth: 3, isCurrent: false },
        { role: 'Graduate Developer', organization: 'Northern Digital Agency', startYear: 2016, startMonth: 7, endYear: 2017, endMonth: 8, isCurrent: false },
      ],
    });
  });

  it('reads "Company — Title" with "March 2018 to June 2020" dates from a Word file', () => {
    expect(proposal('sales-manager.docx').employment[1]).toEqual({
      role: 'Account Executive',
      organization: 'Brightpath Software',
      startYear: 2015,
      startMonth: 6,
      endYear: 2019,
      endMonth: 2,
      isCurrent: false,
    });
    expect(proposal('sales-manager.docx').location).toBe('Austin, TX');
  });

  it('reads a two-column PDF: years only, the sidebar’s skill groups, the title above its company', () => {
    const found = proposal('data-scientist.pdf');
    expect(found.employment.map(({ role, organization, startYear, startMonth, endYear, isCurrent }) => ({ role, organization, startYear, startMonth, endYear, isCurrent }))).toEqual([
      { role: 'Lead Data Scientist', organization: 'Shopfront Labs', startYear: 2021, startMonth: null, endYear: null, isCurrent: true },
      { role: 'Data Scientist', organization: 'Transit Analytics Ltd', startYear: 2018, startMonth: null, endYear: 2020, isCurrent: false },
      { role: 'Research Assistant', organization: 'Imperial College London', startYear: 2016, startMonth: null, endYear: 2017, isCurrent: false },
    ]);
    expect(found.skills.slice(0, 10)).toEqual(['Python', 'SQL', 'R', 'Pandas', 'scikit-learn', 'PyTorch', 'Airflow', 'BigQuery', 'A/B Testing', 'Statistics']);
    expect(proposal('data-scientist.txt').education).toEqual([
      { institution: 'Imperial College London', qualification: 'MSc', fieldOfStudy: 'Statistics', startYear: 2015, endYear: 2016 },
      { institution: 'University of Warwick', qualification: 'BSc', fieldOfStudy: 'Mathematics', startYear: 2012, endYear: 2015 },
    ]);
  });

  it('reads dates first, "2017 — now", a date on the company’s line, several roles at one company', () => {
    expect(proposal('logistics-coordinator.docx').employment[0]).toMatchObject({ role: 'Logistics Coordinator', organization: 'Maasvlakte Shipping BV', startYear: 2019, startMonth: 2, isCurrent: true });
    expect(proposal('mechanical-engineer.pdf').employment[0]).toMatchObject({ role: 'Senior Design Engineer', organization: 'Kirloskar Pumps', startYear: 2019, isCurrent: true });
    expect(proposal('devops-engineer.pdf').employment[1]).toMatchObject({ role: 'Systems Administrator', organization: 'Krakow Hosting', startYear: 2016, startMonth: 3, endYear: 2020, endMonth: 10 });
    expect(proposal('operations-director.pdf').employment.slice(0, 2).map((entry) => [entry.role, entry.organization])).toEqual([
      ['Operations Director', 'Thames Valley Logistics Ltd'],
      ['General Manager', null],
    ]);
  });

  it('reads a typed text file and an address’s town', () => {
    expect(proposal('typed-by-hand.txt')).toMatchObject({
      currentRole: 'Team Leader',
      location: 'Leicester, UK',
      employment: [
        { role: 'Team Leader', organization: 'Midlands Distribution Centre', startYear: 2018, startMonth: 8, isCurrent: true },
        { role: 'Warehouse Operative', organization: 'Amazon', startYear: 2015, startMonth: 2, endYear: 2018, endMonth: 7 },
      ],
      education: [{ institution: 'Leicester College', qualification: 'NVQ Level 2', fieldOfStudy: 'Warehousing', startYear: null, endYear: 2014 }],
    });
    expect(proposal('care-assistant.txt')).toMatchObject({ location: 'Leeds', currentRole: 'Senior Care Assistant' });
    expect(proposal('care-assistant.txt').employment[1]).toMatchObject({ startYear: 2018, startMonth: 9, endYear: 2021, endMonth: 2 });
  });
});

describe('the parser on small texts', () => {
  it('reads the date styles of CVs', () => {
    const range = (line: string) => {
      const found = findDateRange(line);
      return found && [found.start.year, found.start.month, found.end?.year ?? null, found.end?.month ?? null, found.isCurrent];
    };
    expect(range('Jan 2019 – Present')).toEqual([2019, 1, null, null, true]);
    expect(range('01/2019 - 03/2021')).toEqual([2019, 1, 2021, 3, false]);
    expect(range('2019-2021')).toEqual([2019, null, 2021, null, false]);
    expect(range('March 2018 to June 2020')).toEqual([2018, 3, 2020, 6, false]);
    expect(range('2017 — now')).toEqual([2017, null, null, null, true]);
    expect(range('Sept. 2015 – Jul. 2016')).toEqual([2015, 9, 2016, 7, false]);
    expect(range('Engineer (Since 2020)')).toEqual([2020, null, null, null, true]);
    expect(range('2019 - to date')).toEqual([2019, null, null, null, true]);
    // Not ranges: a phone number, a range backwards, a year alone, a far-off year.
    for (const line of ['+44 1632 960 2019', '2021 - 2019', 'Class of 2016', '1890 - 1900']) expect(range(line), line).toBeNull();
  });

  it('tells the title from the organisation however they are written', () => {
    const roles = (text: string) => proposeProfile(`EXPERIENCE\n${text}`).employment.map((entry) => [entry.role, entry.organization]);
    expect(roles('Staff Nurse at St Mary’s Hospital, London 2016 - 2019')).toEqual([['Staff Nurse', 'St Mary’s Hospital']]);
    expect(roles('Acme Ltd — Head of Data\n2016 - 2019')).toEqual([['Head of Data', 'Acme Ltd']]);
    expect(roles('Bupa Care Homes\nHealthcare Assistant\n2016 - 2019')).toEqual([['Healthcare Assistant', 'Bupa Care Homes']]);
    expect(roles('2016 - 2019\nBarista\nCosta Coffee\n• Served 300 customers a day')).toEqual([['Barista', 'Costa Coffee']]);
  });

  it('takes skills from a skills section (commas, pipes, bullets, labels, a wrapped line) and known skills from the text', () => {
    const skills = (text: string) => proposeProfile(text).skills;
    expect(skills('SKILLS\nPython (Expert), Pastry Art | SQL\n• Rota Planning\nTools: Git, Jira')).toEqual(['Python', 'Pastry Art', 'SQL', 'Rota Planning', 'Git', 'Jira']);
    expect(skills('Key Skills\nStakeholder\nManagement\nMoving and\nHandling')).toEqual(['Stakeholder Management', 'Moving and Handling']);
    expect(skills('Summary\nI build dashboards in Power BI and excel at customer service.')).toEqual(['Power BI', 'Customer Service']);
  });

  it('invents nothing: no headings, no dates, no place gives nulls and empty lists', () => {
    const empty = { currentRole: null, location: null, skills: [], education: [], employment: [] };
    expect(proposeProfile('')).toEqual(empty);
    expect(proposeProfile('Dear hiring manager,\nI would love to work with you. I have worked hard since I left school.\nKind regards, Jo')).toEqual(empty);
  });
});
