import { byNamespace } from './messages.ts';

// What a project's client sees: the private gallery, the public showcase and the client-mode timeline.
export default byNamespace(import.meta.glob('./en/share/*.json', { eager: true, import: 'default' }));
