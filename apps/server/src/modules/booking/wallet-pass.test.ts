import { createHash, generateKeyPairSync, verify, X509Certificate } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { createDestination, createSession, createSlotPackage, createUser } from '../../test/factories.ts';
import { createTestApp, postAction } from '../../test/harness.ts';

// Decision 073: a confirmed ticket as an Apple Wallet pass, signed with the certificate the operator configures.
// The tests sign with a throwaway certificate authority standing in for Apple's WWDR.

const sandbox = sandboxProvider({ publicUrl: 'http://127.0.0.1', secret: 'a-sandbox-secret-of-enough-length' });
const now = new Date('2026-12-10T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let plain: Awaited<ReturnType<typeof createTestApp>>;
let keysDir: string;
let ca: { pem: string; key: forge.pki.rsa.PrivateKey; cert: forge.pki.Certificate };
let signerPem: string;

function rsaKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return {
    publicPem: publicKey,
    privatePem: privateKey,
    key: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey,
  };
}

/** A certificate of `name` for `publicPem`, issued by `issuer` (itself when none), valid through 2026 and 2027. */
function certificate(
  name: string,
  publicPem: string,
  serial: string,
  issuer: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } | { key: forge.pki.rsa.PrivateKey },
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicPem);
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2027-12-31T00:00:00Z');
  cert.setSubject([{ name: 'commonName', value: name }]);
  cert.setIssuer('cert' in issuer ? issuer.cert.subject.attributes : [{ name: 'commonName', value: name }]);
  if (!('cert' in issuer)) cert.setExtensions([{ name: 'basicConstraints', cA: true }]);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

beforeAll(async () => {
  keysDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wallet-keys-'));
  const caKeys = rsaKeys();
  const caCert = certificate('Throwaway WWDR', caKeys.publicPem, '01', { key: caKeys.key });
  ca = { pem: forge.pki.certificateToPem(caCert), key: caKeys.key, cert: caCert };
  const passKeys = rsaKeys();
  signerPem = forge.pki.certificateToPem(certificate('Pass Type ID: pass.ae.example.tickets', passKeys.publicPem, '02', ca));
  const file = async (name: string, text: string) => {
    await fs.writeFile(path.join(keysDir, name), text);
    return path.join(keysDir, name);
  };
  const wallet = {
    WALLET_PASS_TYPE_ID: 'pass.ae.example.tickets',
    WALLET_TEAM_ID: 'AB12CD34EF',
    WALLET_CERT_FILE: await file('pass.pem', signerPem),
    WALLET_KEY_FILE: await file('pass.key', forge.pki.encryptRsaPrivateKey(passKeys.key, 'a passphrase')),
    WALLET_KEY_PASSPHRASE: 'a passphrase',
    WALLET_WWDR_FILE: await file('wwdr.pem', ca.pem),
  };
  t = await createTestApp({ now: () => now, payments: sandbox, config: wallet });
  plain = await createTestApp({ now: () => now, payments: sandbox });
});
afterAll(async () => {
  await Promise.all([t.close(), plain.close()]);
  await fs.rm(keysDir, { recursive: true, force: true });
});

/** A traveller's paid one-adult booking on 20 Dec 2026; answers its order number and the traveller's token. */
async function paidBooking(app: typeof t) {
  const user = await createUser(app.db, { language: 'en' });
  const token = await createSession(app.db, user.id, { expiresAt: new Date('2027-06-01T00:00:00Z') });
  const destination = await createDestination(app.db, { name: 'Al Majaz', arabicName: 'المجاز' });
  const { pkg, slot } = await createSlotPackage(app.db, destination.id, 10, {
    adultPriceFils: 10_000,
    packageName: 'Sunset Dhow Cruise',
    arabicName: 'رحلة المركب عند الغروب',
  });
  const items = JSON.stringify({ packages: [{ package_id: pkg.id, adult_qty: 1, date: '2026-12-20', time_slot_id: slot.id }] });
  const created = await postAction(app.app, { action: 'createPurchase', items }, token);
  const orderNumber = String(created.json().purchase_number);
  const started = await postAction(app.app, { action: 'initiatePayment', purchase_number: orderNumber }, token);
  const paid = await app.app.inject({
    method: 'POST',
    url: new URL(String(started.json().payment_link)).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=succeeded',
  });
  expect(paid.statusCode).toBe(303);
  return { orderNumber, token };
}

const passOf = (app: typeof t, orderNumber: string, token: string, language = 'en') =>
  app.app.inject({
    method: 'GET',
    url: `/api/ticket-files/${orderNumber}/ticket.pkpass?language=${language}`,
    headers: { authorization: `Bearer ${token}` },
  });

const oid = (node: forge.asn1.Asn1) => forge.asn1.derToOid(node.value as string);

/**
 * Checks a detached CMS signature of `content` as a pass reader does: the signed attributes' message digest is
 * the content's SHA-256, the signer's RSA signature covers those attributes, and the signer's certificate
 * (carried in the signature) is issued by the authority.
 */
function verifyDetached(signature: Uint8Array, content: Uint8Array, authorityPem: string): boolean {
  const root = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(signature).toString('binary')));
  const signedData = (root.value as forge.asn1.Asn1[])[1]!.value[0] as forge.asn1.Asn1;
  const parts = signedData.value as forge.asn1.Asn1[];
  const certificates = (
    parts.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0)!.value as forge.asn1.Asn1[]
  ).map((c) => new X509Certificate(Buffer.from(forge.asn1.toDer(c).getBytes(), 'binary')));
  const signerInfo = (parts.at(-1)!.value as forge.asn1.Asn1[])[0]!;
  const fields = signerInfo.value as forge.asn1.Asn1[];
  const signedAttributes = fields.find((f) => f.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && f.type === 0)!;
  const digestAttribute = (signedAttributes.value as forge.asn1.Asn1[]).find(
    (a) => oid((a.value as forge.asn1.Asn1[])[0]!) === forge.pki.oids.messageDigest,
  )!;
  const digest = Buffer.from(
    ((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string,
    'binary',
  );
  if (!digest.equals(createHash('sha256').update(content).digest())) return false;
  // the signature covers the attributes as a SET (tag 0x31), not as the [0] they are stored under
  const attributesDer = Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'binary');
  attributesDer[0] = 0x31;
  const rsaSignature = Buffer.from(fields.at(-1)!.value as string, 'binary');
  const authority = new X509Certificate(authorityPem);
  const signer = certificates.find((c) => c.verify(authority.publicKey) && c.subject !== authority.subject);
  if (!signer) return false;
  return verify('sha256', attributesDer, signer.publicKey, rsaSignature);
}

describe('the Apple Wallet pass of a ticket', () => {
  it('is offered when the operator configured passes, not otherwise', async () => {
    const on = await postAction(t.app, { action: 'ticketWallets' });
    expect(on.json()).toMatchObject({ success: 1, data: { apple_wallet: 1 } });
    const off = await postAction(plain.app, { action: 'ticketWallets' });
    expect(off.json()).toMatchObject({ success: 1, data: { apple_wallet: 0 } });
    const { orderNumber, token } = await paidBooking(plain);
    expect((await passOf(plain, orderNumber, token)).statusCode).toBe(404);
  });

  it('is a signed .pkpass whose manifest lists every file and whose QR code is the order number', async () => {
    const { orderNumber, token } = await paidBooking(t);
    const res = await passOf(t, orderNumber, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ticket-${orderNumber}.pkpass"`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'manifest.json', 'pass.json', 'signature']);

    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['icon.png', 'icon@2x.png', 'logo.png', 'pass.json']);
    for (const [name, hash] of Object.entries(manifest)) expect(hash).toBe(createHash('sha1').update(files[name]!).digest('hex'));

    const pass = JSON.parse(strFromU8(files['pass.json']!));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.ae.example.tickets',
      teamIdentifier: 'AB12CD34EF',
      serialNumber: orderNumber,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: orderNumber, messageEncoding: 'iso-8859-1' }],
      eventTicket: { primaryFields: [{ value: 'Sunset Dhow Cruise' }] },
    });

    expect(verifyDetached(files.signature!, files['manifest.json']!, ca.pem)).toBe(true);
    // a manifest changed after signing, or another authority, does not verify
    expect(verifyDetached(files.signature!, new Uint8Array([...files['manifest.json']!, 0x20]), ca.pem)).toBe(false);
    const stranger = rsaKeys();
    const otherAuthority = forge.pki.certificateToPem(certificate('Another CA', stranger.publicPem, '03', { key: stranger.key }));
    expect(verifyDetached(files.signature!, files['manifest.json']!, otherAuthority)).toBe(false);
  });

  it('is in Arabic when asked, and nobody else’s ticket is found', async () => {
    const { orderNumber, token } = await paidBooking(t);
    const files = unzipSync(new Uint8Array((await passOf(t, orderNumber, token, 'ae')).rawPayload));
    expect(JSON.parse(strFromU8(files['pass.json']!))).toMatchObject({
      eventTicket: { primaryFields: [{ label: 'المجاز', value: 'رحلة المركب عند الغروب' }] },
    });
    const other = await createUser(t.db);
    const otherToken = await createSession(t.db, other.id, { expiresAt: new Date('2027-06-01T00:00:00Z') });
    expect((await passOf(t, orderNumber, otherToken)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/ticket-files/${orderNumber}/ticket.pkpass` })).statusCode).toBe(401);
  });

  it('needs every signing setting, or none', () => {
    expect(() => loadConfig({ WALLET_PASS_TYPE_ID: 'pass.ae.example.tickets' })).toThrow(/WALLET_TEAM_ID/);
  });
});
