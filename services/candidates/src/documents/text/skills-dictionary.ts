/**
 * Skills looked for anywhere in a CV's text (a skills section is read as it is, beside these). Written as they
 * should appear on a profile; matched ignoring case, except those in CASE_SENSITIVE_SKILLS, which are also
 * ordinary words ("go", "swift", "excel at"). Keep it to skills many candidates have: the list proposes, the
 * candidate decides.
 */
export const SKILLS: readonly string[] = [
  // Software: languages
  'JavaScript', 'TypeScript', 'Python', 'Java', 'C#', 'C++', 'Go', 'Rust', 'Ruby', 'PHP', 'Kotlin', 'Swift',
  'Objective-C', 'Scala', 'Perl', 'MATLAB', 'Bash', 'PowerShell', 'SQL', 'T-SQL', 'PL/SQL', 'HTML', 'CSS',
  'Sass', 'Dart', 'Elixir', 'Haskell', 'Clojure', 'Lua', 'Solidity', 'VBA', 'COBOL', 'Fortran', 'Groovy',
  // Software: frameworks and libraries
  'React', 'React Native', 'Angular', 'Vue.js', 'Next.js', 'Node.js', 'Express', 'Django', 'Flask', 'FastAPI',
  'Spring Boot', 'Ruby on Rails', 'Laravel', '.NET', 'ASP.NET', 'Redux', 'jQuery', 'Bootstrap', 'Tailwind CSS',
  'GraphQL', 'REST APIs', 'Flutter', 'Pandas', 'NumPy', 'scikit-learn', 'TensorFlow', 'PyTorch', 'Keras',
  'Spark', 'Hadoop', 'Kafka', 'RabbitMQ', 'Airflow', 'dbt',
  // Software: data stores, cloud and tools
  'PostgreSQL', 'MySQL', 'MongoDB', 'Redis', 'Elasticsearch', 'Oracle', 'SQL Server', 'DynamoDB', 'Cassandra',
  'Snowflake', 'BigQuery', 'Redshift', 'AWS', 'Azure', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform',
  'Ansible', 'Jenkins', 'GitHub Actions', 'GitLab CI', 'CI/CD', 'Git', 'Linux', 'Unix', 'Nginx', 'Prometheus',
  'Grafana', 'Datadog', 'Splunk', 'Jira', 'Confluence', 'Figma', 'Sketch', 'Adobe XD', 'Webpack', 'Vite',
  'Jest', 'Cypress', 'Selenium', 'Playwright', 'Postman',
  // Software: practices
  'Microservices', 'Machine Learning', 'Deep Learning', 'Natural Language Processing', 'Computer Vision',
  'Data Analysis', 'Data Visualisation', 'Data Modelling', 'Data Engineering', 'ETL', 'Statistics',
  'A/B Testing', 'Test Automation', 'Unit Testing', 'DevOps', 'Site Reliability Engineering', 'Agile', 'Scrum',
  'Kanban', 'TDD', 'System Design', 'Cybersecurity', 'Penetration Testing', 'Network Security', 'ITIL',
  'Technical Support', 'Networking', 'Active Directory', 'Accessibility', 'UX Research', 'User Research',
  'Wireframing', 'Prototyping', 'UI Design', 'Responsive Design', 'SEO',
  // Data and office tools
  'Excel', 'Power BI', 'Tableau', 'Looker', 'Google Analytics', 'Microsoft Office', 'Word', 'PowerPoint',
  'Outlook', 'Google Workspace', 'SPSS', 'SAS', 'Stata', 'Alteryx', 'Qlik', 'SharePoint', 'Visio',
  // Finance and accounting
  'Financial Modelling', 'Financial Analysis', 'Financial Reporting', 'Budgeting', 'Forecasting', 'Valuation',
  'IFRS', 'GAAP', 'US GAAP', 'Audit', 'Internal Audit', 'Tax', 'Corporate Tax', 'VAT', 'Payroll', 'Bookkeeping',
  'Accounts Payable', 'Accounts Receivable', 'Reconciliations', 'Month-End Close', 'Management Accounts',
  'Cash Flow Management', 'Credit Analysis', 'Risk Management', 'Risk Assessment', 'Compliance', 'AML', 'KYC',
  'Regulatory Reporting', 'Treasury', 'Mergers and Acquisitions', 'Due Diligence', 'Equity Research',
  'Portfolio Management', 'Bloomberg Terminal', 'SAP', 'Oracle Financials', 'Sage', 'Xero', 'QuickBooks',
  'NetSuite', 'Underwriting',
  // Sales, marketing and customer
  'Salesforce', 'HubSpot', 'CRM', 'Business Development', 'Account Management', 'Key Account Management',
  'Lead Generation', 'Cold Calling', 'Negotiation', 'B2B Sales', 'B2C Sales', 'Sales Forecasting',
  'Pipeline Management', 'Contract Negotiation', 'Tendering', 'Bid Writing', 'Digital Marketing',
  'Content Marketing', 'Social Media Marketing', 'Email Marketing', 'PPC', 'Google Ads', 'Marketing Automation',
  'Brand Management', 'Market Research', 'Copywriting', 'Public Relations', 'Event Management',
  'Customer Service', 'Customer Success', 'Zendesk', 'Retail', 'Merchandising', 'E-commerce', 'Shopify',
  'Presentation Skills', 'Stakeholder Management', 'Relationship Management',
  // Management and operations
  'Project Management', 'Programme Management', 'Product Management', 'Change Management',
  'Operations Management', 'People Management', 'Team Leadership', 'Coaching', 'Mentoring', 'Strategic Planning',
  'Business Analysis', 'Process Improvement', 'Lean', 'Six Sigma', 'PRINCE2', 'PMP', 'Supply Chain Management',
  'Logistics', 'Procurement', 'Inventory Management', 'Warehouse Management', 'Vendor Management',
  'Contract Management', 'Quality Assurance', 'Quality Control', 'Health and Safety', 'Facilities Management',
  'Fleet Management', 'Forklift', 'Budget Management', 'Recruitment', 'Talent Acquisition', 'Onboarding',
  'Employee Relations', 'Performance Management', 'HR Policy', 'Employment Law', 'Workday', 'Training Delivery',
  'Public Speaking', 'Report Writing', 'Problem Solving', 'Time Management', 'Communication',
  'Data Entry', 'Administration', 'Diary Management', 'Minute Taking', 'Office Management',
  // Healthcare and care
  'Patient Care', 'Clinical Assessment', 'Triage', 'Wound Care', 'Medication Administration', 'Phlebotomy',
  'Cannulation', 'Venepuncture', 'ECG', 'Infection Control', 'Safeguarding', 'Care Planning', 'Palliative Care',
  'Dementia Care', 'Mental Health', 'First Aid', 'BLS', 'ACLS', 'Intensive Care', 'Emergency Medicine',
  'Paediatrics', 'Midwifery', 'Physiotherapy', 'Rehabilitation', 'Manual Therapy', 'Occupational Therapy',
  'Pharmacology', 'Dispensing', 'Medicines Management', 'Clinical Governance', 'Clinical Research',
  'Electronic Health Records', 'EMIS', 'SystmOne', 'Epic', 'Personal Care', 'Counselling', 'CBT',
  // Engineering, trades and science
  'AutoCAD', 'SolidWorks', 'Revit', 'CATIA', 'ANSYS', 'Finite Element Analysis', 'CAD', 'BIM',
  'Structural Analysis', 'Civil 3D', 'Project Planning', 'Primavera P6', 'MS Project', 'Site Management',
  'Surveying', 'Estimating', 'Quantity Surveying', 'PLC Programming', 'SCADA', 'Electrical Installation',
  'Electrical Testing', 'Fault Finding', 'Preventive Maintenance', 'Welding', 'CNC Machining', 'HVAC',
  'Plumbing', 'Carpentry', 'Root Cause Analysis', 'FMEA', 'ISO 9001', 'GMP', 'Laboratory Techniques', 'PCR',
  'HPLC', 'Chromatography', 'Microbiology', 'Chemistry', 'Research',
  // Education, hospitality, legal and others
  'Lesson Planning', 'Curriculum Development', 'Classroom Management', 'Special Educational Needs',
  'Behaviour Management', 'Tutoring', 'Assessment', 'Google Classroom', 'Food Safety', 'HACCP', 'Menu Planning',
  'Cooking', 'Pastry', 'Barista', 'Hospitality', 'Front of House', 'Event Planning', 'Legal Research',
  'Contract Drafting', 'Litigation', 'Conveyancing', 'Legal Writing', 'Case Management', 'GDPR',
  'Data Protection', 'Translation', 'Spanish', 'French', 'German', 'Mandarin', 'Arabic', 'Photoshop',
  'Illustrator', 'Adobe Illustrator', 'Adobe Photoshop', 'InDesign', 'Premiere Pro', 'After Effects', 'Adobe Creative Suite', 'Canva', 'Typography',
  'Branding', 'Video Editing', 'Photography', 'Driving Licence',
];

/** Skills that are also ordinary words: matched only when written with this case. */
export const CASE_SENSITIVE_SKILLS: ReadonlySet<string> = new Set([
  'Go', 'Rust', 'Swift', 'Ruby', 'Dart', 'Lua', 'Express', 'Spark', 'Excel', 'Word', 'Outlook', 'Oracle', 'Sage',
  'Tax', 'Audit', 'Retail', 'Lean', 'Logistics', 'Research', 'Assessment', 'Cooking', 'Pastry', 'Communication',
  'Administration', 'Coaching', 'Mentoring', 'Compliance', 'Recruitment', 'Treasury', 'Underwriting', 'Epic',
  'Forklift', 'Statistics', 'Chemistry', 'Tutoring', 'Hospitality', 'Triage', 'Counselling', 'Networking',
  'Budgeting', 'Forecasting', 'Valuation', 'Payroll', 'Bookkeeping', 'Procurement', 'Negotiation', 'Branding',
  'Photography', 'Translation', 'Plumbing', 'Carpentry', 'Welding', 'Surveying', 'Estimating', 'Litigation',
  'Conveyancing', 'Merchandising', 'Prototyping', 'Wireframing', 'Accessibility', 'Paediatrics', 'Midwifery',
  'Physiotherapy', 'Rehabilitation', 'Pharmacology', 'Dispensing', 'Microbiology', 'Copywriting', 'Agile',
  'Scrum', 'Kanban', 'React', 'Sketch', 'Jest', 'Flutter',
]);
