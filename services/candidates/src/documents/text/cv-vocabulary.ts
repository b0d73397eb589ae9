/** The words the CV parser recognises: section headings, job titles, organisations, qualifications, places. */

export type SectionName = 'summary' | 'experience' | 'education' | 'skills' | 'contact' | 'other';

/** Headings, lower case, `&` written `and`. A line is a heading when it is one of these (and little else). */
export const SECTION_HEADINGS: Record<SectionName, readonly string[]> = {
  summary: ['summary', 'profile', 'professional summary', 'personal profile', 'professional profile', 'career profile', 'about me', 'about', 'objective', 'career objective', 'personal statement', 'overview', 'executive summary', 'career summary'],
  experience: ['experience', 'work experience', 'professional experience', 'relevant experience', 'work history', 'employment', 'employment history', 'career history', 'career', 'professional background', 'positions held', 'experience and employment', 'employment experience', 'professional history', 'work'],
  education: ['education', 'qualifications', 'education and training', 'education and qualifications', 'academic background', 'academic qualifications', 'academic history', 'training', 'education history', 'qualifications and training', 'degrees'],
  skills: ['skills', 'technical skills', 'key skills', 'core skills', 'core competencies', 'competencies', 'key competencies', 'areas of expertise', 'expertise', 'skills and tools', 'tools', 'technologies', 'tools and technologies', 'skills summary', 'skill set', 'skillset', 'professional skills', 'it skills', 'computer skills', 'technical expertise', 'key strengths', 'strengths', 'skills and competencies', 'skills and expertise'],
  contact: ['contact', 'contact details', 'contact information', 'personal details', 'personal information', 'details'],
  other: ['languages', 'interests', 'hobbies', 'hobbies and interests', 'references', 'certifications', 'certificates', 'licences', 'licenses', 'licences and certifications', 'certifications and licenses', 'awards', 'achievements', 'honours', 'projects', 'publications', 'volunteering', 'volunteer experience', 'memberships', 'professional memberships', 'additional information', 'courses', 'conferences'],
};

/** Words that make a phrase a job title ("Senior Data Analyst", "Staff Nurse"). */
export const TITLE_WORDS: ReadonlySet<string> = new Set([
  'engineer', 'developer', 'programmer', 'architect', 'analyst', 'scientist', 'researcher', 'designer', 'manager',
  'director', 'head', 'lead', 'chief', 'officer', 'executive', 'president', 'vp', 'ceo', 'cto', 'cfo', 'coo', 'cio',
  'founder', 'co-founder', 'owner', 'partner', 'principal', 'consultant', 'advisor', 'adviser', 'specialist',
  'coordinator', 'co-ordinator', 'administrator', 'assistant', 'associate', 'intern', 'trainee', 'apprentice',
  'graduate', 'supervisor', 'representative', 'agent', 'technician', 'operator', 'clerk', 'receptionist',
  'secretary', 'accountant', 'bookkeeper', 'auditor', 'controller', 'treasurer', 'actuary', 'underwriter',
  'broker', 'trader', 'banker', 'planner', 'buyer', 'merchandiser', 'recruiter', 'nurse', 'midwife', 'doctor',
  'physician', 'surgeon', 'registrar', 'pharmacist', 'dentist', 'therapist', 'physiotherapist', 'paramedic',
  'psychologist', 'counsellor', 'counselor', 'carer', 'caregiver', 'worker', 'practitioner', 'radiographer',
  'teacher', 'lecturer', 'professor', 'tutor', 'instructor', 'trainer', 'coach', 'librarian',
  'editor', 'writer', 'journalist', 'copywriter', 'producer', 'photographer', 'translator', 'marketer',
  'strategist', 'chef', 'cook', 'barista', 'waiter', 'waitress', 'bartender', 'host', 'housekeeper',
  'driver', 'courier', 'electrician', 'plumber', 'carpenter', 'welder', 'mechanic', 'fitter', 'labourer',
  'surveyor', 'estimator', 'inspector', 'foreman', 'solicitor', 'lawyer', 'attorney', 'paralegal', 'counsel',
  'barrister', 'cashier', 'attendant', 'steward', 'pilot', 'tester', 'sre', 'fellow', 'volunteer',
  'ambassador', 'advocate', 'handler', 'picker', 'packer', 'storekeeper', 'dispatcher', 'scheduler',
  'investigator', 'caseworker', 'operative', 'crew', 'master',
]);

/** Words that make a phrase an organisation ("Acme Ltd", "Leeds Teaching Hospitals NHS Trust"). */
export const ORGANISATION_WORDS: ReadonlySet<string> = new Set([
  'ltd', 'limited', 'inc', 'llc', 'llp', 'plc', 'gmbh', 'ag', 'sa', 'bv', 'nv', 'corp', 'corporation', 'co',
  'company', 'group', 'holdings', 'partners', 'bank', 'hospital', 'hospitals', 'nhs', 'trust', 'foundation',
  'university', 'college', 'school', 'academy', 'council', 'agency', 'solutions', 'systems', 'technologies',
  'labs', 'studio', 'studios', 'consulting', 'services', 'clinic', 'healthcare', 'pharmacy', 'capital',
  'insurance', 'ventures', 'international', 'industries', 'restaurant', 'hotel', 'hotels', 'media', 'homes',
  'associates', 'authority', 'ministry', 'charity', 'practice', 'chambers', 'centre', 'center', 'firm',
]);

/** Qualifications, longest first; a match at the start of a phrase, the rest being the field of study. */
export const QUALIFICATIONS: readonly RegExp[] = [
  /^(?:doctor of philosophy|ph\.?\s?d\.?|d\.?phil|ed\.?d|dba)\b/i,
  /^(?:master of (?:science|arts|business administration|engineering|public health|education|laws|research|philosophy|fine arts)|master'?s(?: degree)?|m\.?sc\.?|m\.a\.|ma|mba|m\.?eng|m\.?phil|m\.?res|llm|mfa|mph|m\.?ed|m\.?pharm)(?:\s*\(hons\))?(?![\w.])/i,
  /^(?:bachelor of (?:science|arts|engineering|laws|commerce|business administration|education|nursing|music|fine arts|medicine)|bachelor'?s(?: degree)?|b\.?sc\.?|b\.a\.|ba|b\.?eng|bba|llb|b\.?com|b\.?ed|bsn|bn|bfa|b\.?pharm|mbbs|bds)(?:\s*\((?:hons|honours)\))?(?![\w.])/i,
  /^(?:associate(?:'s)? degree|associate of (?:arts|science|applied science))(?![\w.])/i,
  /^(?:pgce|pgdip|postgraduate (?:diploma|certificate)|graduate (?:diploma|certificate)|advanced diploma|higher national (?:diploma|certificate)|hnd|hnc|diploma|certificate|foundation degree|btec(?: level \d)?|nvq(?: level \d)?|level \d (?:diploma|certificate)|apprenticeship)(?![\w.])/i,
  /^(?:a[- ]levels?|as[- ]levels?|gcses?|international baccalaureate|baccalaureate|high school diploma|ged|abitur)(?![\w.])/i,
  /^(?:acca|cima|aca|cpa|cfa|cipd|chartered accountant)(?![\w.])/i,
];

/** Words that make a phrase a place of study. */
export const INSTITUTION_WORDS = /\b(?:universit(?:y|é|ät|at|ad|à)|college|school|institute|institut|academy|polytechnic|conservatoire|conservatory|sixth form|lycée|gymnasium|mit|ucl|lse|eth|nyu|ucla|epfl|insead)\b/i;

export const COUNTRIES: ReadonlySet<string> = new Set([
  'uk', 'u.k.', 'united kingdom', 'england', 'scotland', 'wales', 'northern ireland', 'ireland', 'usa', 'u.s.a.',
  'us', 'united states', 'canada', 'australia', 'new zealand', 'germany', 'france', 'spain', 'portugal', 'italy',
  'netherlands', 'the netherlands', 'belgium', 'luxembourg', 'switzerland', 'austria', 'sweden', 'norway',
  'denmark', 'finland', 'iceland', 'poland', 'czech republic', 'czechia', 'slovakia', 'hungary', 'romania',
  'bulgaria', 'greece', 'croatia', 'serbia', 'ukraine', 'estonia', 'latvia', 'lithuania', 'turkey', 'israel',
  'uae', 'united arab emirates', 'saudi arabia', 'qatar', 'egypt', 'south africa', 'nigeria', 'kenya', 'ghana',
  'morocco', 'india', 'pakistan', 'bangladesh', 'sri lanka', 'china', 'hong kong', 'japan', 'south korea',
  'korea', 'singapore', 'malaysia', 'indonesia', 'philippines', 'thailand', 'vietnam', 'mexico', 'brazil',
  'argentina', 'chile', 'colombia', 'peru',
]);

/** US states, Canadian provinces and Australian states, as in `Austin, TX`. */
export const REGION_CODES: ReadonlySet<string> = new Set(
  ('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS ON PE QC SK NSW VIC QLD SA TAS ACT NT').split(' '),
);

/** Cities taken as a location when written alone in a CV's header. */
export const CITIES: ReadonlySet<string> = new Set([
  'london', 'manchester', 'birmingham', 'leeds', 'glasgow', 'edinburgh', 'liverpool', 'bristol', 'sheffield',
  'newcastle', 'nottingham', 'leicester', 'cardiff', 'belfast', 'brighton', 'oxford', 'cambridge', 'reading',
  'southampton', 'york', 'aberdeen', 'dublin', 'cork', 'new york', 'san francisco', 'los angeles', 'chicago',
  'boston', 'seattle', 'austin', 'toronto', 'vancouver', 'montreal', 'sydney', 'melbourne', 'brisbane', 'perth',
  'auckland', 'paris', 'berlin', 'munich', 'hamburg', 'frankfurt', 'amsterdam', 'rotterdam', 'brussels',
  'madrid', 'barcelona', 'lisbon', 'rome', 'milan', 'zurich', 'geneva', 'vienna', 'stockholm', 'oslo',
  'copenhagen', 'helsinki', 'warsaw', 'krakow', 'prague', 'budapest', 'athens', 'istanbul', 'dubai', 'mumbai',
  'bangalore', 'delhi', 'singapore', 'hong kong', 'tokyo', 'cape town', 'johannesburg', 'lagos', 'nairobi',
]);
