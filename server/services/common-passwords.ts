// A short list of the most used passwords of at least 8 characters (from public breach
// frequency lists). New passwords on it are refused.
const LIST = `12345678 123456789 1234567890 password password1 password123 password12 passw0rd
qwertyuiop qwerty123 qwerty12 qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx iloveyou
11111111 00000000 88888888 12341234 87654321 11223344 abcd1234 abc12345 abcdefgh 123123123
sunshine princess football baseball welcome1 welcome123 admin123 administrator adminadmin
letmein1 trustno1 starwars superman batman123 master123 dragon123 monkey123 iloveyou1
123qweasd qweasdzxc asdfghjkl zxcvbnm123 changeme changeme123 p@ssw0rd p@ssword
football1 baseball1 whatever 987654321 123456789a a123456789 q1w2e3r4 q1w2e3r4t5 qazwsxedc
computer internet michael1 jennifer superstar shadow12 mustang1 charlie1 jordan23
1234qwer qwer1234 test1234 testtest 1111111111 0987654321 secret123 letmein123
iloveyou2 loveyou1 samsung1 google123 facebook linkedin ironsite ironsite123
`;

const COMMON_PASSWORDS = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
