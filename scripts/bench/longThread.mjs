// The chat benchmark's data: the demo's longest direct thread of Mario's (2,000 messages with Federico) grown to
// a given size with older messages, written straight into the bench server's SQLite file (WAL: the running server
// sees them at its next read). The added messages are dated before the thread's first one, so the thread's latest
// page, its order and its inbox entry stay as seeded.
import crypto from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const MARIO = 'mario@campo.test';
const LINES = [
  'Ci vediamo al campo alle 18?',
  'Porto io i palloni, tu le pettorine.',
  'Allenamento spostato a giovedì per la pioggia.',
  'Ottima partita ieri, la difesa ha tenuto benissimo!',
  'Ricordati il certificato medico entro venerdì.',
  'Qualcuno ha un passaggio per la trasferta di domenica?',
];

/** 24-hex ids in the server's layout (seconds, then random bytes): unique and ordered like the created_at. */
function idAt(date, n) {
  const seconds = Math.floor(date.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + crypto.randomBytes(5).toString('hex') + n.toString(16).padStart(6, '0');
}

/**
 * Grows Mario's longest direct thread in `<dataDir>/campo.sqlite` to `total` messages; answers its id, the other
 * member's id and the count before and after.
 */
export function growLongThread(dataDir, total) {
  const db = new SQLite(path.join(dataDir, 'campo.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const mario = db.prepare('SELECT id FROM users WHERE email = ?').get(MARIO).id;
    const thread = db
      .prepare(
        `SELECT t.id, COUNT(m.id) AS count, MIN(m.created_at) AS oldest FROM message_threads t
         JOIN thread_members tm ON tm.thread_id = t.id AND tm.user_id = ?
         JOIN messages m ON m.thread_id = t.id
         WHERE t.type = 'Single' GROUP BY t.id ORDER BY count DESC LIMIT 1`,
      )
      .get(mario);
    const other = db
      .prepare('SELECT user_id FROM thread_members WHERE thread_id = ? AND user_id <> ?')
      .get(thread.id, mario).user_id;
    const missing = Math.max(0, total - thread.count);
    const insert = db.prepare(
      "INSERT INTO messages (id, thread_id, sender_id, message_type, text, picture, created_at) VALUES (?, ?, ?, 'Text', ?, NULL, ?)",
    );
    const oldest = new Date(thread.oldest).getTime();
    db.transaction(() => {
      // The n-th added message is n minutes before the thread's first one: the oldest added one is inserted last.
      for (let n = 1; n <= missing; n += 1) {
        const at = new Date(oldest - n * 60_000);
        insert.run(
          idAt(at, n),
          thread.id,
          n % 2 ? mario : other,
          `${LINES[n % LINES.length]} (#${missing - n + 1})`,
          at.toISOString(),
        );
      }
    })();
    return { threadId: thread.id, contactId: other, before: thread.count, after: thread.count + missing };
  } finally {
    db.close();
  }
}
