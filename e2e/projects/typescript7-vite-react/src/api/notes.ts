import { getNotes, type NoteTag, saveNote } from './notes-store';

export interface AddNoteParams {
  /** What the note says */
  text: string;
  /** Where the note belongs, or null for no tag */
  tag: NoteTag | null;
}

/**
 * Add a note to the list on the page
 * @title Add note
 */
export async function addNote(params: AddNoteParams) {
  return saveNote(params.text, params.tag);
}

export interface SearchNotesParams {
  /** Text the note contains */
  query: string;
  /** Only notes with this tag */
  tag?: NoteTag;
  /**
   * How many notes to return at most
   * @minimum 1
   */
  limit?: number;
}

/**
 * Find notes by their text
 * @readonly
 */
export async function searchNotes({ query, tag, limit = 10 }: SearchNotesParams) {
  return getNotes()
    .filter((note) => note.text.includes(query) && (tag === undefined || note.tag === tag))
    .slice(0, limit);
}
