import { describe, expect, it } from 'vitest';
import { soapEnvelope, soapReturn } from './soap.ts';

const answer = (inner: string) =>
  `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:bpPayRequestResponse xmlns:ns2="http://interfaces.core.sw.bps.com/">${inner}</ns2:bpPayRequestResponse></soap:Body></soap:Envelope>`;

describe('soapEnvelope', () => {
  it('puts every field in the method element, escaped', () => {
    const xml = soapEnvelope('bpPayRequest', { userPassword: `p<&>"'`, orderId: 12 });
    expect(xml).toContain('<ns1:bpPayRequest><userPassword>p&lt;&amp;&gt;&quot;&apos;</userPassword><orderId>12</orderId></ns1:bpPayRequest>');
    expect(xml).toContain('xmlns:ns1="http://interfaces.core.sw.bps.com/"');
  });

  it('refuses a method name that is not one', () => {
    expect(() => soapEnvelope('bp Pay><x', {})).toThrow();
  });
});

describe('soapReturn', () => {
  it('reads the one <return>, whatever its prefix and attributes, unescaped and trimmed', () => {
    expect(soapReturn(answer('<return>0,AF82041A2BF6989C7FF9</return>'))).toBe('0,AF82041A2BF6989C7FF9');
    expect(soapReturn(answer('<ns2:return xsi:type="xsd:string"> 43 </ns2:return>'))).toBe('43');
    expect(soapReturn(answer('<return>a&amp;b&#44;&#x43;</return>'))).toBe('a&b,C');
    expect(soapReturn(answer('<return><![CDATA[0,<x>]]></return>'))).toBe('0,<x>');
    expect(soapReturn(answer('<return/>'))).toBe('');
  });

  it('does not take <returnValue> or similar for <return>', () => {
    expect(() => soapReturn(answer('<returnValue>0</returnValue>'))).toThrow(/0 <return>/);
  });

  it('refuses a fault, none or several <return>, and a <return> holding elements', () => {
    expect(() =>
      soapReturn(
        '<soap:Envelope><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>Invalid &lt;terminal&gt;</faultstring></soap:Fault></soap:Body></soap:Envelope>',
      ),
    ).toThrow('SOAP fault: Invalid <terminal>');
    expect(() => soapReturn(answer(''))).toThrow(/0 <return>/);
    expect(() => soapReturn(answer('<return>0</return><return>1</return>'))).toThrow(/2 <return>/);
    expect(() => soapReturn(answer('<return><code>0</code></return>'))).toThrow(/elements/);
    expect(() => soapReturn('<html>502 Bad Gateway</html>')).toThrow();
  });
});
