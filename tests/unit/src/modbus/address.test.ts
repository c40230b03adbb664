/** src/modbus/engine/address.ts: every way of writing an address, both ways, and what is not an address. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  ADDRESS_FORMS,
  AREAS,
  addressForms,
  parseAddress,
  type AddressForm,
  type Area,
} from '../../../../src/modbus/engine/address';

function parsed(text: string, form: AddressForm, area?: Area) {
  const r = parseAddress(text, form, area);
  assert.ok(r.ok, `${text} as ${form}: ${JSON.stringify(r)}`);
  return r;
}

test('the areas: references 0 / 1 / 3 / 4, Janus keys 1 / 2 / 4 / 3, and the function codes that reach them', () => {
  assert.deepEqual(
    AREAS.map((a) => [a, addressForms(a, 0).reference5, addressForms(a, 0).janusKey]),
    [
      ['coil', '00001', '1_0'],
      ['discrete', '10001', '2_0'],
      ['input', '30001', '4_0'],
      ['holding', '40001', '3_0'],
    ],
  );
  assert.deepEqual(addressForms('holding', 0).writeFunctions, [6, 16]);
  assert.deepEqual(addressForms('input', 0).writeFunctions, []);
  assert.equal(addressForms('coil', 0).readFunction, 1);
});

test('five digits reach address 9998; above it only the six-digit reference does', () => {
  assert.equal(addressForms('holding', 9998).reference5, '49999');
  assert.equal(addressForms('holding', 9999).reference5, null);
  assert.equal(addressForms('holding', 9999).reference6, '410000');
  assert.equal(addressForms('holding', 65535).reference6, '465536');
  assert.equal(addressForms('holding', 65535).hex, '0xFFFF');
  assert.equal(addressForms('holding', 256).hexH, '0100H');
});

test('every form of every address reads back as the same area and address', () => {
  for (const area of AREAS) {
    for (const address of [0, 1, 10, 255, 256, 9998, 9999, 40000, 65535]) {
      const f = addressForms(area, address);
      const written: Array<[AddressForm, string | null]> = [
        ['reference5', f.reference5],
        ['reference6', f.reference6],
        ['protocol', String(address)],
        ['hex', f.hex],
        ['janus', f.janusKey],
      ];
      for (const [form, text] of written) {
        if (text === null) continue;
        const r = parsed(text, form, area);
        assert.deepEqual([r.area, r.address], [area, address], `${text} as ${form}`);
      }
    }
  }
  assert.equal(parsed('0100H', 'hex').address, 256);
  assert.equal(parsed('0100h', 'hex').address, 256);
  assert.equal(parsed('100', 'hex').address, 256);
  assert.equal(parsed(' 40001 ', 'reference5').address, 0);
});

test('what is not an address is refused with what is wrong', () => {
  const issue = (text: string, form: AddressForm) => {
    const r = parseAddress(text, form);
    assert.ok(!r.ok, `${text} as ${form} is refused`);
    return r.issue;
  };
  assert.deepEqual(issue('', 'protocol'), {code: 'address.empty'});
  assert.deepEqual(issue('40000', 'reference5'), {code: 'address.referenceZero', text: '40000'});
  assert.deepEqual(issue('20001', 'reference5'), {code: 'address.referenceDigit', digit: 2});
  assert.deepEqual(issue('4001', 'reference5'), {code: 'address.referenceLength', form: 'reference5', digits: 4});
  assert.deepEqual(issue('400001', 'reference5'), {code: 'address.referenceLength', form: 'reference5', digits: 6});
  assert.deepEqual(issue('465537', 'reference6'), {code: 'address.referenceRange', text: '465537'});
  assert.deepEqual(issue('4x0001', 'reference6'), {code: 'address.syntax', form: 'reference6', text: '4x0001'});
  assert.deepEqual(issue('5_1', 'janus'), {code: 'address.janusArea', area: '5'});
  assert.deepEqual(issue('3-256', 'janus'), {code: 'address.syntax', form: 'janus', text: '3-256'});
  assert.deepEqual(issue('65536', 'protocol'), {code: 'address.range', value: 65536});
  assert.deepEqual(issue('0x10000', 'hex'), {code: 'address.range', value: 65536});
  assert.deepEqual(issue('-1', 'protocol'), {code: 'address.syntax', form: 'protocol', text: '-1'});
  assert.deepEqual(issue('0x01G0', 'hex'), {code: 'address.syntax', form: 'hex', text: '0x01G0'});
  for (const form of ADDRESS_FORMS) assert.equal(issue('<b>1</b>', form).code, 'address.syntax', form);
});
