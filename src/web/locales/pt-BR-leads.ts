import { byNamespace } from './messages.ts';

export default byNamespace(import.meta.glob('./pt-BR/leads/*.json', { eager: true, import: 'default' }));
