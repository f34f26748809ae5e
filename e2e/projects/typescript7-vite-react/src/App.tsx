import { useSyncExternalStore } from 'react';
import { getNotes, subscribeToNotes } from './api/notes-store';

function App() {
  const notes = useSyncExternalStore(subscribeToNotes, getNotes);
  return (
    <section id="center">
      <h1>Notes</h1>
      <p data-testid="note-count">{notes.length}</p>
      <ul>
        {notes.map((note) => (
          <li key={note.id}>{note.text}</li>
        ))}
      </ul>
    </section>
  );
}

export default App;
