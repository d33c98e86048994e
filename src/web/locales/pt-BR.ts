import { byNamespace } from './messages.ts';

export default byNamespace(import.meta.glob('./pt-BR/*.json', { eager: true, import: 'default' }));
