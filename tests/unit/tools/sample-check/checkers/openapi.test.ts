/** curl parsing for the OpenAPI check (tools/sample-check/checkers/openapi.ts). Each rule is shown accepting a good input and rejecting a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {curlRequests} from '../../../../../tools/sample-check/checkers/openapi';

test('curl: -G sends --data-urlencode fields as a GET query; -F and -d make a POST', () => {
  const [get] = curlRequests(
    'curl -G "https://api.neptune-iiot.net/team/users" \\\n  --data-urlencode "app_id=a" \\\n  --data-urlencode "role=工程师"\n',
    'x',
  );
  assert.equal(get.method, 'GET');
  assert.deepEqual([...get.url.searchParams.keys()], ['app_id', 'role']);
  const [post] = curlRequests(
    `curl -X POST "http://192.168.1.20:8080/api/file/upload" -F "token=t" -F "file=@a.nc"`,
    'x',
  );
  assert.equal(post.method, 'POST');
  assert.deepEqual(post.fields, ['token', 'file']);
});
