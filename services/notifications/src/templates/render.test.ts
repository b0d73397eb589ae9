import { describe, expect, it } from 'vitest';
import { EmailTemplateInput } from '@agency/contracts';
import { merge, renderTemplate, type MergeData } from './render';

const eve: MergeData = {
  firstName: '<b>Eve</b>',
  lastName: "O'Neil & Co",
  fullName: "<b>Eve</b> O'Neil & Co",
  jobTitle: 'Data <script>alert(1)</script> Engineer',
  location: 'Leeds',
  recruiterName: 'Rita',
  agencyName: 'TalentBridge',
};

describe('merge fields', () => {
  it('fills every known field, with or without spaces inside the braces', () => {
    expect(merge('Hi {{firstName}} {{ lastName }}, {{jobTitle}} in {{location}} — {{recruiterName}} at {{agencyName}} ({{fullName}})', { ...eve, firstName: 'Eve', lastName: 'Adams', fullName: 'Eve Adams', jobTitle: 'Analyst' })).toBe(
      'Hi Eve Adams, Analyst in Leeds — Rita at TalentBridge (Eve Adams)',
    );
  });

  it('escapes the values in the HTML part, so a name cannot inject markup', () => {
    const email = renderTemplate({ subject: 'A role for {{firstName}}', body: 'Dear {{fullName}},\n\nAs a {{jobTitle}}…\n\n{{recruiterName}}' }, eve);
    expect(email.html).toContain('Dear &lt;b&gt;Eve&lt;/b&gt; O&#39;Neil &amp; Co,');
    expect(email.html).toContain('Data &lt;script&gt;alert(1)&lt;/script&gt; Engineer');
    expect(email.html).not.toContain('<b>Eve</b>');
    expect(email.html).not.toContain('<script>');
    // The text part is plain text: the name as written.
    expect(email.text).toContain("Dear <b>Eve</b> O'Neil & Co,");
    expect(email.subject).toBe('A role for <b>Eve</b>');
  });

  it('keeps a subject on one line whatever a value holds', () => {
    expect(renderTemplate({ subject: 'Hi {{firstName}}', body: 'x' }, { ...eve, firstName: 'Eve\r\nBcc: someone@example.com' }).subject).toBe('Hi Eve Bcc: someone@example.com');
  });

  it('refuses a template with an unknown merge field, by its name', () => {
    const answer = EmailTemplateInput.safeParse({ name: 'Hello', subject: 'Hi {{firstname}}', body: 'From {{recruiterName}} and {{salary}}' });
    expect(answer.success).toBe(false);
    expect(answer.error!.issues.map((issue) => [issue.path.join('.'), issue.message.split('.')[0]])).toEqual([
      ['subject', 'Unknown merge field: {{firstname}}'],
      ['body', 'Unknown merge field: {{salary}}'],
    ]);
  });
});
