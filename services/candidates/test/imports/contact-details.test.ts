import { describe, expect, it } from 'vitest';
import { contactDetails } from '../../src/imports/cv-folder/contact-details';

// Who a CV in a folder is of: its header's name, e-mail and phone (decision 0127).
describe("a CV header's contact details", () => {
  it('reads the name, e-mail and phone of a usual header, an all-capitals name written as a name', () => {
    const text = ['CURRICULUM VITAE', "SEÁN O'BRIEN-WALSH", 'Sean.OBrien@Example.com | +44 (0)20 7946 0958', 'Leeds, UK', 'Experience'].join('\n');
    expect(contactDetails(text)).toEqual({ name: "Seán O'Brien-Walsh", email: 'sean.obrien@example.com', phone: '+44 (0)20 7946 0958' });
  });

  it('takes no date range, year or postcode for a phone, and no heading or address line for a name', () => {
    const text = ['Profile', '12 High Street, Leeds LS1 4AB', 'Education', 'BSc Physics, University of York, 2013 - 2016', 'Tel: 0113 496 0000'].join('\n');
    expect(contactDetails(text)).toEqual({ name: null, email: null, phone: '0113 496 0000' });
  });

  it('looks at the header only: a referee further down is not the candidate', () => {
    const lines = ['Ana Lima', ...Array.from({ length: 20 }, (_, index) => `Achievement number ${index + 1}.`), 'References', 'Bob Referee', 'bob@referee.example', '+1 555 123 4567'];
    expect(contactDetails(lines.join('\n'))).toEqual({ name: 'Ana Lima', email: null, phone: null });
  });
});
