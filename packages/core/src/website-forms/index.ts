// The center website forms of spec 4.4: definitions, validation, spam rules, bot challenge, recipients, the e-mail.
export * from './bot-challenge';
export * from './form-recipients';
export * from './forms';
export * from './inquiry-mail';
export * from './recipients';
export * from './spam';
export * from './submission';
export * from './submit-website-form';
