import { byNamespace } from './messages.ts';

// Lead options and the public quiz: loaded by the quiz page and the signed-in lead pages.
export default byNamespace(import.meta.glob('./en/leads/*.json', { eager: true, import: 'default' }));
