import { detectFile } from './fileSignature';
import { jpegFile, pdfFile, pngFile, textFileNamedJpg } from './testing/sampleFiles';

describe('detectFile', () => {
  it('recognises images and PDF by their first bytes', () => {
    expect(detectFile(pngFile().bytes)).toEqual({ family: 'image', mime: 'image/png', ext: 'png' });
    expect(detectFile(jpegFile().bytes)).toEqual({ family: 'image', mime: 'image/jpeg', ext: 'jpg' });
    expect(detectFile(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))?.mime).toBe('image/gif');
    expect(detectFile(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))?.mime).toBe('image/webp');
    expect(detectFile(pdfFile().bytes)).toEqual({ family: 'pdf', mime: 'application/pdf', ext: 'pdf' });
  });

  it('rejects text, SVG, truncated headers and empty files whatever their name', () => {
    expect(detectFile(textFileNamedJpg().bytes)).toBeNull();
    expect(
      detectFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(detectFile(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectFile(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectFile(Buffer.alloc(0))).toBeNull();
  });
});
