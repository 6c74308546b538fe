import { createTestApp } from '../testing/testApp';
import { insertTestUser } from '../testing/testUsers';
import { createS3ObjectStore } from './s3ObjectStore';
import { sha256Hex, signS3Request } from './s3Signature';
import { startFakeS3 } from './testing/fakeS3';
import { multipartPayload } from './testing/multipartPayload';
import { pngFile } from './testing/sampleFiles';

let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;

beforeAll(async () => {
  fakeS3 = await startFakeS3();
});
afterAll(() => fakeS3.close());

describe('AWS Signature V4', () => {
  it("signs AWS's documented GET Object example to its published signature", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const headers = signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
      },
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('the S3 object store', () => {
  const settings = () => ({ endpoint: fakeS3.endpoint, bucket: fakeS3.bucket, ...fakeS3.credentials });

  it('puts, gets and deletes objects path-style, every request signed', async () => {
    const store = createS3ObjectStore(settings());
    const bytes = Buffer.from('%PDF-1.4 not much more');
    await store.put('identity-document/0123456789abcdef0123456789abcdef.pdf', bytes, 'application/pdf');
    expect(fakeS3.objects.get('identity-document/0123456789abcdef0123456789abcdef.pdf')).toEqual({
      bytes,
      contentType: 'application/pdf',
    });
    expect(await store.get('identity-document/0123456789abcdef0123456789abcdef.pdf')).toEqual({
      bytes,
      contentType: 'application/pdf',
    });
    await store.delete('identity-document/0123456789abcdef0123456789abcdef.pdf');
    expect(await store.get('identity-document/0123456789abcdef0123456789abcdef.pdf')).toBeNull();
    expect(fakeS3.calls.map((call) => [call.method, call.path, call.refused])).toEqual(
      expect.arrayContaining([
        ['PUT', `/${fakeS3.bucket}/identity-document/0123456789abcdef0123456789abcdef.pdf`, null],
        ['DELETE', `/${fakeS3.bucket}/identity-document/0123456789abcdef0123456789abcdef.pdf`, null],
      ]),
    );
  });

  it('fails loudly when the store refuses the signature (a wrong secret)', async () => {
    const store = createS3ObjectStore({ ...settings(), secretAccessKey: 'not-the-secret' });
    await expect(store.put('chat/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /S3 PUT chat\/x.png answered 403/,
    );
    await expect(store.get('chat/x.png')).rejects.toThrow(/403/);
    expect(fakeS3.calls.at(-1)?.refused).toBe('signature does not match');
  });
});

describe('an app with UPLOAD_STORE=s3', () => {
  it('stores a profile picture in the bucket and serves it from there', async () => {
    const t = await createTestApp(fakeS3.env);
    try {
      const user = await insertTestUser(t.database.db);
      const { payload, headers } = multipartPayload({ picture: pngFile() });
      const authorization = `Bearer ${await t.app.sessions.start(user.id)}`;
      const set = await t.api({
        method: 'PUT',
        url: '/api/user/profile/picture',
        payload,
        headers: { ...headers, authorization },
      });
      expect(set.statusCode).toBe(200);
      const url: string = set.json().data.picture;
      expect(fakeS3.objects.get(url.replace('/uploads/', ''))?.contentType).toBe('image/png');
      const served = await t.app.inject({ url });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
      expect(served.rawPayload).toEqual(pngFile().bytes);
    } finally {
      await t.close();
    }
  });
});
