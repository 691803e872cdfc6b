import { createHash, generateKeyPairSync, verify, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/**
 * The journeys' Apple Wallet signing (decision 073): a throwaway certificate authority standing in for Apple's
 * WWDR, and a pass certificate it issued, written once per run into the run's folder. playwright.config.ts
 * hands the files to the server; a journey reads the authority back to verify a downloaded pass.
 */
export const walletPassTypeId = 'pass.ae.example.e2e';
export const walletTeamId = 'E2E0000001';

type Keys = { publicPem: string; key: forge.pki.rsa.PrivateKey; privatePem: string };

function rsaKeys(): Keys {
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

function certificate(name: string, keys: Keys, serial: string, issuer: { cert: forge.pki.Certificate; keys: Keys } | null) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicPem);
  cert.serialNumber = serial;
  // valid from yesterday for a year: the server signs with the machine's clock
  const day = 86_400_000;
  cert.validity.notBefore = new Date(Date.now() - day);
  cert.validity.notAfter = new Date(Date.now() + 365 * day);
  cert.setSubject([{ name: 'commonName', value: name }]);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : [{ name: 'commonName', value: name }]);
  if (!issuer) cert.setExtensions([{ name: 'basicConstraints', cA: true }]);
  cert.sign((issuer?.keys ?? keys).key, forge.md.sha256.create());
  return cert;
}

const files = (dir: string) => ({
  cert: path.join(dir, 'wallet', 'pass.pem'),
  key: path.join(dir, 'wallet', 'pass.key'),
  wwdr: path.join(dir, 'wallet', 'wwdr.pem'),
});

/** The server's WALLET_* settings for the run's folder, writing the files the first time (the workers reuse them). */
export function walletSettings(dataDir: string): Record<string, string> {
  const paths = files(dataDir);
  if (!fs.existsSync(paths.wwdr)) {
    fs.mkdirSync(path.dirname(paths.wwdr), { recursive: true });
    const caKeys = rsaKeys();
    const ca = certificate('E2E WWDR stand-in', caKeys, '01', null);
    const passKeys = rsaKeys();
    const pass = certificate(`Pass Type ID: ${walletPassTypeId}`, passKeys, '02', { cert: ca, keys: caKeys });
    fs.writeFileSync(paths.cert, forge.pki.certificateToPem(pass));
    fs.writeFileSync(paths.key, passKeys.privatePem);
    // written last: its presence says the set is complete
    fs.writeFileSync(paths.wwdr, forge.pki.certificateToPem(ca));
  }
  return {
    WALLET_PASS_TYPE_ID: walletPassTypeId,
    WALLET_TEAM_ID: walletTeamId,
    WALLET_CERT_FILE: paths.cert,
    WALLET_KEY_FILE: paths.key,
    WALLET_WWDR_FILE: paths.wwdr,
  };
}

/** The run's stand-in authority, as a PEM certificate. */
export const walletAuthority = (): string => fs.readFileSync(files(process.env.E2E_DATA_DIR!).wwdr, 'utf8');

type Node = forge.asn1.Asn1;
const children = (node: Node) => node.value as Node[];
const isContext0 = (node: Node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0;

/**
 * Checks a detached CMS signature of `content` as a pass reader does: the signed attributes' message digest is
 * the content's SHA-256, the signer's RSA signature covers those attributes, and the signer's certificate
 * (carried in the signature) is issued by `authorityPem`.
 */
export function verifyDetached(signature: Uint8Array, content: Uint8Array, authorityPem: string): boolean {
  const root = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(signature).toString('binary')));
  const parts = children(children(children(root)[1]!)[0]!);
  const certificates = children(parts.find(isContext0)!).map(
    (c) => new X509Certificate(Buffer.from(forge.asn1.toDer(c).getBytes(), 'binary')),
  );
  const fields = children(children(parts.at(-1)!)[0]!);
  const signed = fields.find(isContext0)!;
  const digestAttribute = children(signed).find(
    (a) => forge.asn1.derToOid(children(a)[0]!.value as string) === forge.pki.oids.messageDigest,
  )!;
  const digest = Buffer.from(children(children(digestAttribute)[1]!)[0]!.value as string, 'binary');
  if (!digest.equals(createHash('sha256').update(content).digest())) return false;
  // the signature covers the attributes as a SET (tag 0x31), not as the [0] they are stored under
  const signedDer = Buffer.from(forge.asn1.toDer(signed).getBytes(), 'binary');
  signedDer[0] = 0x31;
  const authority = new X509Certificate(authorityPem);
  const signer = certificates.find((c) => c.subject !== authority.subject && c.verify(authority.publicKey));
  return (
    signer !== undefined && verify('sha256', signedDer, signer.publicKey, Buffer.from(fields.at(-1)!.value as string, 'binary'))
  );
}
