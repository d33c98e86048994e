import { byNamespace } from './messages.ts';

// What a project's client sees: the private gallery, the public showcase and the client-mode timeline.
export default byNamespace(import.meta.glob('./pt-BR/share/*.json', { eager: true, import: 'default' }));
