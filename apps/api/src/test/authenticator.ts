import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** What the CBOR encoder takes (@simplewebauthn's isoCBOR, on @levischuck/tiny-cbor). */
type CBORType = Parameters<typeof isoCBOR.encode>[0];

/**
 * A WebAuthn authenticator in software, for the API's tests (the browser test uses Chromium's virtual one): one
 * ES256 passkey, `none` attestation, user present and verified, a signature counter. It answers what
 * `navigator.credentials.create()` and `.get()` would, for `origin` and the RP ID `rpId`.
 */
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();
const b64 = (b: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(b));

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16);
  private counter = 0;

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  private authData(flags: number, attested?: Uint8Array): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options with `challenge` (from another origin when `origin` is given). */
  create(challenge: string, origin?: string): RegistrationResponseJSON {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<string | number, CBORType>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, isoCBOR.encode(cose)]);
    const attestationObject = isoCBOR.encode(
      new Map<string | number, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(FLAG_UP | FLAG_UV | FLAG_AT, attested)],
      ]),
    );
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to authentication options with `challenge`, signed with the passkey's private key. */
  get(challenge: string, origin?: string): AuthenticationResponseJSON {
    this.counter++;
    const authenticatorData = this.authData(FLAG_UP | FLAG_UV);
    const clientDataJSON = this.clientData('webauthn.get', challenge, origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    };
  }
}
