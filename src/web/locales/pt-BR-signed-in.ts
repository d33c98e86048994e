import { byNamespace } from './messages.ts';

export default byNamespace(import.meta.glob('./pt-BR/signed-in/*.json', { eager: true, import: 'default' }));
