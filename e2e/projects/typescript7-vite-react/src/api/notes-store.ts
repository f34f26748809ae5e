export type NoteTag = 'work' | 'home';

export interface Note {
  id: number;
  text: string;
  tag: NoteTag | null;
}

let notes: readonly Note[] = [];
const listeners = new Set<() => void>();

export function getNotes(): readonly Note[] {
  return notes;
}

export function subscribeToNotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveNote(text: string, tag: NoteTag | null): Note {
  const note = { id: notes.length + 1, text, tag };
  notes = [...notes, note];
  for (const listener of listeners) listener();
  return note;
}
