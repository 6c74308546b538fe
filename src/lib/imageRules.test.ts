import { CHAT_IMAGE_MAX_BYTES } from './constants';
import { chatImageProblem } from './imageRules';

function file(name: string, type: string, size: number): File {
  const picked = new File(['x'], name, { type });
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
}

describe('chatImageProblem (SPEC: one JPEG or PNG under 5 MB)', () => {
  it('accepts nothing picked, a JPEG and a PNG just under 5 MB', () => {
    expect(chatImageProblem([])).toBeNull();
    expect(chatImageProblem([file('a.jpg', 'image/jpeg', 1000)])).toBeNull();
    expect(chatImageProblem([file('a.png', 'image/png', CHAT_IMAGE_MAX_BYTES - 1)])).toBeNull();
  });

  it('refuses other image types, 5 MB and more, and two files', () => {
    expect(chatImageProblem([file('a.gif', 'image/gif', 10)])).toBe('notJpgOrPng');
    expect(chatImageProblem([file('a.webp', 'image/webp', 10)])).toBe('notJpgOrPng');
    expect(chatImageProblem([file('a.png', 'image/png', CHAT_IMAGE_MAX_BYTES)])).toBe('tooLarge');
    expect(chatImageProblem([file('a.png', 'image/png', 1), file('b.png', 'image/png', 1)])).toBe('onlyOne');
  });
});
