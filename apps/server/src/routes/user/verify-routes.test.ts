import {
  errorMessage,
  sendSmsCodeEndpoint,
  updateNameEndpoint,
  verifyIdentityEndpoint,
  verifyListEndpoint,
  type ErrorMessageCode,
  type LoginResponse,
} from '@luggage/api/contract';
import { idNumberCheckCharacter } from '@luggage/domain/rewards';
import { describe, expect, it } from 'vitest';
import { idNumberVault } from '../../services/identity/id-number-vault';
import { userHeaders } from '../../test/login-client';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// TEST_NOW is 2025-03-01 12:00 in Shanghai. Each test logs in travellers of its own.
const server = useTravellersTestApp({});
const db = () => server.testApp.database.db;
const DAY = 86_400_000;
const ID_NUMBER = '11010519491231002X';
let idCount = 100;
/** A valid ID number no other test uses (born 1990-03-07 in Huangpu, Shanghai). */
const newIdNumber = () => {
  const digits = `31010119900307${(idCount += 1)}`;
  return `${digits}${idNumberCheckCharacter(digits) ?? ''}`;
};
const message = (code: ErrorMessageCode, values?: Record<string, string>) => errorMessage(code, 'en', values);

interface Traveller {
  phone: string;
  session: Pick<LoginResponse, 'userId' | 'userToken'>;
}

let phoneCount = 0;
/** A traveller of this file's phone range, logged in now. */
const newTraveller = async (): Promise<Traveller> => {
  const phone = `137001384${String((phoneCount += 1)).padStart(2, '0')}`;
  return { phone, session: await server.client.logIn(phone) };
};
let addressCount = 0;
const post = (path: string, body: Record<string, unknown>, traveller?: Traveller) =>
  server.client.post(path, body, { ip: `198.51.100.${(addressCount += 1)}`, headers: traveller ? userHeaders(traveller.session) : {} });
const sendNameCode = (traveller: Traveller, phone = traveller.phone) => post(sendSmsCodeEndpoint.path, { country: '86', phone, area: 'realname' }, traveller);
/** Past the resend wait, a 'realname' code sent to the traveller's phone and read from the outbox. */
const nameCode = async (traveller: Traveller): Promise<string> => {
  server.now += 61_000;
  expectContent(await sendNameCode(traveller), sendSmsCodeEndpoint);
  return server.client.outboxCode(traveller.phone);
};
const updateName = (traveller: Traveller, name: string, code: string) => post(updateNameEndpoint.path, { name, code }, traveller);
const confirmName = async (traveller: Traveller, name = '张三') => expectContent(await updateName(traveller, name, await nameCode(traveller)), updateNameEndpoint);
const verify = (traveller: Traveller, idNumber = ID_NUMBER, name = '张三') => post(verifyIdentityEndpoint.path, { name, idNumber }, traveller);
const verifyList = async (traveller: Traveller, pageNo?: number) =>
  expectContent(await server.client.get(verifyListEndpoint.path, pageNo ? { pageNo: String(pageNo) } : {}, { headers: userHeaders(traveller.session) }), verifyListEndpoint);
const attemptsOf = (traveller: Traveller) => db().selectFrom('identity_verification').selectAll().where('user_id', '=', traveller.session.userId).orderBy('id').execute();
const nameOf = async (traveller: Traveller) =>
  db().selectFrom('app_user').select(['real_name', 'real_name_confirmed_at']).where('id', '=', traveller.session.userId).executeTakeFirstOrThrow();

describe('POST /api/user/send_sms_code/ with area realname', () => {
  it('needs a traveller session and sends only to the traveller’s own phone', async () => {
    const erin = await newTraveller();
    server.now += 61_000;
    const anonymous = await post(sendSmsCodeEndpoint.path, { country: '86', phone: erin.phone, area: 'realname' });
    expect(anonymous.statusCode).toBe(401);
    expectFailure(await sendNameCode(erin, '13700138499'), 200, message('realNameCodeOwnPhone'));
    expect(await db().selectFrom('sms_code').select('area').where('phone', 'in', [erin.phone, '13700138499']).execute()).toEqual([{ area: 'user' }]);
    await nameCode(erin);
    expect(await db().selectFrom('sms_code').select('area').where('phone', '=', erin.phone).orderBy('id').execute()).toEqual([{ area: 'user' }, { area: 'realname' }]);
  });

  it('waits its own resend time, not the login code’s, and shares the phone’s hourly quota with the login codes', async () => {
    const erin = await newTraveller();
    // Just logged in: the login code does not hold up the name's code, but a second name code waits.
    expectContent(await sendNameCode(erin), sendSmsCodeEndpoint);
    expectFailure(await sendNameCode(erin), 200, message('smsResendTooSoon', { seconds: '60' }));
    // 1 login code and 4 name codes use up the phone's 5 codes of the hour.
    for (let sent = 2; sent <= 4; sent += 1) await nameCode(erin);
    server.now += 61_000;
    expectFailure(await sendNameCode(erin), 200, message('smsHourlyLimit'));
  });
});

describe('POST /api/user/updatename/', () => {
  it('sets the real name with the code, once; a wrong code counts a try and writes nothing', async () => {
    const erin = await newTraveller();
    const code = await nameCode(erin);
    const wrong = code === '000000' ? '111111' : '000000';
    expectFailure(await updateName(erin, '张三', wrong), 200, message('smsCodeWrong'));
    expect(await nameOf(erin)).toEqual({ real_name: null, real_name_confirmed_at: null });
    expect(expectContent(await updateName(erin, ' 张三 ', code), updateNameEndpoint)).toEqual({ name: '张三', verified: false });
    expect(await nameOf(erin)).toEqual({ real_name: '张三', real_name_confirmed_at: new Date(server.now) });
    expectFailure(await updateName(erin, '李四', code), 200, message('smsCodeUsed'));
    expect((await nameOf(erin)).real_name).toBe('张三');
  });

  it('does not take a login code', async () => {
    const erin = await newTraveller();
    const loginCode = await server.client.outboxCode(erin.phone);
    expectFailure(await updateName(erin, '张三', loginCode), 200, message('smsCodeMissing'));
  });

  it('refuses a name that is not a person’s name, and callers without a session', async () => {
    const erin = await newTraveller();
    expectFailure(await updateName(erin, '张三<script>', '123456'), 200, 'invalid parameter: name');
    expect((await post(updateNameEndpoint.path, { name: '张三', code: '123456' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/verify/ and GET /api/user/verifylist/', () => {
  it('verifies the confirmed name with a valid ID number, storing it sealed and hashed and showing it masked', async () => {
    const erin = await newTraveller();
    expect(await verifyList(erin)).toEqual({ name: null, verified: false, idNumber: null, attempts: [], pageNo: 1 });
    expectFailure(await verify(erin), 200, message('realNameRequired'));
    await confirmName(erin);
    expectFailure(await verify(erin, ID_NUMBER, '李四'), 200, message('verifyNameMismatch', { name: '张三' }));
    expect(await attemptsOf(erin)).toEqual([]);

    const answer = expectContent(await verify(erin, '11010519491231002x'), verifyIdentityEndpoint);
    const attempt = { id: expect.stringMatching(/^\d+$/), name: '张*', idNumber: '110***********002X', result: 'passed', failureReason: null, createdAt: new Date(server.now).toISOString() };
    expect(answer).toEqual({ attempt, verified: true });
    expect(await verifyList(erin)).toEqual({ name: '张三', verified: true, idNumber: '110***********002X', attempts: [attempt], pageNo: 1 });

    const [stored] = await attemptsOf(erin);
    expect(stored).toMatchObject({ name: '张三', id_number_masked: '110***********002X', result: 'passed', failure_code: null, provider: 'local' });
    expect(JSON.stringify(stored)).not.toContain('19491231');
    // Sealed with the key made from the server secret: it opens to the number, and the hash finds it.
    const vault = idNumberVault(db(), null);
    expect(await vault.open(stored?.id_number_cipher ?? '')).toBe(ID_NUMBER);
    expect(stored?.id_number_hash).toBe(await vault.hash(ID_NUMBER));
  });

  it('refuses an invalid ID number with nothing written', async () => {
    const erin = await newTraveller();
    await confirmName(erin);
    for (const idNumber of ['11010519491231002', '110105194912310021', '110105194902301234', '31010120990101123X', '11010519491231002Y']) {
      expectFailure(await verify(erin, idNumber), 200, message('idNumberInvalid'));
    }
    expect(await attemptsOf(erin)).toEqual([]);
  });

  it('verifies once: a second verify and another name are refused, the same name may be confirmed again', async () => {
    const erin = await newTraveller();
    await confirmName(erin);
    expectContent(await verify(erin, newIdNumber()), verifyIdentityEndpoint);
    expectFailure(await verify(erin, newIdNumber()), 200, message('alreadyVerified'));
    expectFailure(await updateName(erin, '李四', await nameCode(erin)), 200, message('alreadyVerified'));
    expect(await confirmName(erin, '张三')).toEqual({ name: '张三', verified: true });
    expect(await attemptsOf(erin)).toHaveLength(1);
  });

  it('a new name before verification needs the verification with that name', async () => {
    const erin = await newTraveller();
    await confirmName(erin, '张三');
    await confirmName(erin, '李四');
    expectFailure(await verify(erin, newIdNumber(), '张三'), 200, message('verifyNameMismatch', { name: '李四' }));
    expect(expectContent(await verify(erin, newIdNumber(), '李四'), verifyIdentityEndpoint).attempt.name).toBe('李*');
    expect((await verifyList(erin)).verified).toBe(true);
  });

  it('refuses an ID number another traveller verified, recording the failed attempt without asking the service', async () => {
    const [erin, frank] = [await newTraveller(), await newTraveller()];
    await confirmName(erin);
    await confirmName(frank);
    const idNumber = newIdNumber();
    expectContent(await verify(erin, idNumber), verifyIdentityEndpoint);
    expectFailure(await verify(frank, idNumber), 200, message('idNumberTaken'));
    const list = await verifyList(frank);
    expect(list).toMatchObject({ verified: false, idNumber: null });
    expect(list.attempts).toEqual([expect.objectContaining({ result: 'failed', idNumber: `310***********${idNumber.slice(-4)}`, failureReason: message('idNumberTaken') })]);
    expect(await attemptsOf(frank)).toEqual([expect.objectContaining({ result: 'failed', failure_code: 'idNumberTaken', provider: 'none' })]);
  });

  it('allows 5 attempts per Shanghai day, then more the next day; failure reasons in the request’s language', async () => {
    const [erin, frank] = [await newTraveller(), await newTraveller()];
    await confirmName(erin);
    await confirmName(frank);
    const taken = newIdNumber();
    expectContent(await verify(erin, taken), verifyIdentityEndpoint);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectFailure(await verify(frank, taken), 200, message('idNumberTaken'));
    }
    const own = newIdNumber();
    expectFailure(await verify(frank, own), 200, message('verifyDailyLimit'));
    expect(await attemptsOf(frank)).toHaveLength(5);
    // 2025-03-02 00:00 in Shanghai.
    server.now = Date.parse('2025-03-01T16:00:00Z');
    const chinese = await server.client.get(verifyListEndpoint.path, {}, { headers: { ...userHeaders(frank.session), 'Accept-Language': 'zh-CN' } });
    expect(expectContent(chinese, verifyListEndpoint).attempts[0]?.failureReason).toBe(errorMessage('idNumberTaken', 'zh'));
    expectContent(await verify(frank, own), verifyIdentityEndpoint);
  });

  it('pages the attempts 10 at a time, newest first', async () => {
    const erin = await newTraveller();
    await confirmName(erin);
    const rows = Array.from({ length: 11 }, (_unused, index) => ({
      user_id: erin.session.userId,
      name: '张三',
      id_number_cipher: 'v1.test',
      id_number_masked: '110***********002X',
      id_number_hash: index.toString(16).padStart(64, 'a'),
      result: 'failed' as const,
      failure_code: 'identityMismatch',
      provider: 'local',
      created_at: new Date(server.now - (index + 1) * DAY),
    }));
    await db().insertInto('identity_verification').values(rows).execute();
    const first = await verifyList(erin);
    expect(first.attempts).toHaveLength(10);
    expect(first.attempts[0]?.createdAt).toBe(new Date(server.now - DAY).toISOString());
    const second = await verifyList(erin, 2);
    expect(second).toMatchObject({ pageNo: 2, attempts: [expect.objectContaining({ createdAt: new Date(server.now - 11 * DAY).toISOString(), failureReason: message('identityMismatch') })] });
    expect((await verifyList(erin, 3)).attempts).toEqual([]);
  });
});
