/** The Structured Text declaration scan (tools/sample-check/checkers/st.ts). Each rule is shown accepting a good input and rejecting a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {declarations, usedNames} from '../../../../../tools/sample-check/checkers/st';

test('ST: declared names come from VAR sections and POUs; a misspelled variable is a used name not declared', () => {
  const program =
    'PROGRAM P\nVAR\n    iRet, iCount : INT;\n    stSend : TritonDataSend;\nEND_VAR\niRet := triton_send(ADR(stSend));\n';
  const known = declarations(program);
  assert.ok(known.has('IRET') && known.has('ICOUNT') && known.has('STSEND') && known.has('P'));
  const used = usedNames('iRett := triton_send(ADR(stSend));\ntonA(IN := TRUE, PT := T#1s);').map((u) => u.name);
  assert.deepEqual(used, ['iRett', 'triton_send', 'ADR', 'stSend', 'tonA', 'TRUE']);
});
