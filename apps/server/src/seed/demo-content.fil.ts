import type { ContentFacts, DemoContent } from './demo-content.ts';

/** Demo content in Filipino, item for item the same as contentEn. */
export const contentFil = ({ name, currency, minimumAge }: ContentFacts): DemoContent => ({
  announcements: [
    {
      type: 'PU',
      title: `Maligayang pagdating sa ${name}`,
      content: `<p>Salamat sa pagpili sa <strong>${name}</strong>. May <strong>100% welcome bonus</strong> ang mga bagong miyembro: mag-deposit ng 200 ${currency} o higit pa sa unang pagkakataon at makakuha ng katumbas na halaga bilang bonus money, hanggang 5,000 ${currency}.</p><p>I-wager ang bonus nang 20 beses sa loob ng 14 na araw, na may taya na hanggang 500 ${currency} habang aktibo ito. I-claim ito sa pahina ng <a href="/promotions">Mga Promo</a> kapag pumasok na ang iyong deposit. Isa bawat miyembro at bawat household.</p>`,
      audience: ['B', 'F'],
    },
    {
      type: 'PU',
      title: 'Live na ang weekly cashback',
      content: `<p>Natalo ng 1,000 ${currency} o higit pa sa isang linggo? Bawiin ang <strong>5% ng iyong net loss</strong>, hanggang 5,000 ${currency}, na may 1× wagering lang. I-claim ito tuwing Lunes sa pahina ng <a href="/promotions">Mga Promo</a>.</p><p>Subaybayan ang iyong mga bonus at ang progreso ng wagering sa <a href="/member?page=rewardCenter">Reward Center</a>.</p>`,
      audience: ['A'],
    },
    {
      type: 'H',
      title: `Pumapasok ang online deposit sa ${currency} sa sandaling makumpirma ang bayad, araw man o gabi.`,
      content: '<p>Buksan ang Deposit sa member center.</p>',
    },
    {
      type: 'H',
      title: 'Bago: sariling mga laro na napapatunayang patas. Ikaw mismo ang mag-verify sa bawat round.',
      content: '<p>Subukan ang aming Eksklusibong Laro.</p>',
    },
    {
      type: 'H',
      title: `Maglaro nang responsable. Para lang sa mga player na ${minimumAge} taong gulang pataas ang ${name}.`,
      content:
        '<p>Makikita sa iyong betting records kung magkano na ang iyong nilaro. Kailangan ng pahinga? Puwedeng i-disable ng customer service ang iyong account kapag hiniling mo.</p>',
    },
    {
      type: 'PL',
      title: 'Naka-maintenance ang sportsbook, e-sports at sabong',
      content:
        '<p>Hindi muna magagamit ang mga larong ito habang tinatapos ng kanilang mga provider ang maintenance. Maglalabas kami ng abiso rito kapag bumalik na ang mga ito.</p>',
    },
    {
      type: 'PL',
      title: 'Dalawang paraan ng pag-deposit',
      content:
        '<p>Magbayad online at papasok ang iyong deposit sa sandaling makumpirma ang bayad, o mag-bank transfer at i-upload ang resibo para masuri ng aming payments team. Buksan ang Deposit sa member center para makita ang mga limit ng bawat paraan.</p>',
    },
    {
      type: 'PL',
      title: 'Reload bonus tuwing weekend',
      content: `<p>Mag-deposit sa Biyernes, Sabado o Linggo at makakuha ng 30% bonus, hanggang 1,500 ${currency}, isang beses bawat linggo. I-wager ang bonus nang 10 beses. Mga detalye sa pahina ng <a href="/promotions">Mga Promo</a>.</p>`,
    },
    {
      type: 'PL',
      title: 'Paalala sa seguridad',
      content:
        '<p>Hindi namin kailanman hihingin ang iyong password o mga verification code. Para sa dagdag na proteksyon, i-on ang authenticator app sa Aking account.</p>',
    },
    {
      type: 'PL',
      title: 'Gamitin ang promo code na WELCOME10',
      content: `<p>Ilagay ang code na WELCOME10 sa pahina ng <a href="/promotions">Mga Promo</a> para sa 100 ${currency} na bonus na may 5× wagering. Isang beses bawat miyembro.</p>`,
    },
    {
      type: 'PL',
      title: 'Lingguhang raffle',
      content: `<p>Sumali sa raffle sa pahina ng <a href="/promotions">Mga Promo</a>, at makakuha ng isang ticket sa bawat 500 ${currency} na ide-deposit mo at sa bawat 2,000 ${currency} na valid bet. Binubunot sa katapusan ng bawat linggo ang mga premyong 5,000, 2,000 at 1,000 ${currency} at lima na tig-500 ${currency}, at kahit sino ay puwedeng mag-verify ng bunutan sa pahina ng <a href="/fairness">Provably fair</a>.</p>`,
    },
    {
      type: 'PL',
      title: 'Mga withdrawal',
      content:
        '<p>Sinusuri ng aming payments team ang mga withdrawal at ipinapadala ang pera sa iyong bank account. Bago ang iyong unang withdrawal, i-link ang iyong bank account at mag-set ng payment password. Kapag nag-withdraw ka habang may aktibong bonus, mawawala ang bonus; magtatanong muna ang site.</p>',
    },
    {
      type: 'PL',
      title: 'Ibahagi ang iyong malaking panalo',
      content: `<p>Mag-apply sa pahina ng <a href="/promotions">Mga Promo</a> gamit ang screenshot ng iyong panalo at maikling remark. Kapag inaprubahan ito ng aming team, makakakuha ka ng 200 ${currency} na bonus na may 3× wagering.</p>`,
    },
    {
      type: 'PL',
      title: 'Oras ng customer service',
      content: '<p>Bukas ang suporta sa live chat at Telegram 24 oras, araw-araw.</p>',
    },
    {
      type: 'PL',
      title: 'Ipinaliwanag ang mga patakaran ng bonus',
      content:
        '<p>Kung paano gumagana ang wagering, ang ambag ng bawat laro, ang maximum na taya, ang pag-expire at ang withdrawal kapag may bonus ay ipinaliwanag sa <a href="/help#promotions-points">Mga Promo at Bonus</a> sa Help Center.</p>',
    },
    {
      type: 'PL',
      title: 'Crash: mag-cash out sa tamang oras',
      content:
        '<p>Tumaya, panoorin ang pagtaas ng multiplier at mag-cash out bago ito mag-crash. Provably fair ang bawat round at puwedeng i-check sa pahina ng <a href="/fairness">Provably fair</a>.</p>',
    },
    {
      type: 'PL',
      title: 'Lottery draw bawat ilang minuto',
      content:
        '<p>Bumubunot ang aming sariling mga lottery game bawat 1 hanggang 5 minuto, araw at gabi. Makikita ang mga resulta sa lottery lobby, at puwedeng i-check ang bawat draw sa pahina ng <a href="/fairness">Provably fair</a>.</p>',
    },
    {
      type: 'PR',
      title: '100% na welcome bonus',
      content: `<p>Mag-deposit ng 200 ${currency} o higit pa sa unang pagkakataon at makuha ang 100% nito bilang bonus money, hanggang 5,000 ${currency}. I-wager ang bonus nang 20 beses sa loob ng 14 na araw mula nang magsimula ito, na may taya na hanggang 500 ${currency} habang aktibo ito. 100% ang bilang ng slots at fishing games, 50% ng sariling mga laro, 10% ng live casino at 0% ng lottery.</p><p>I-claim ito sa pahina ng <a href="/promotions">Mga Promo</a> o sa <a href="/member?page=rewardCenter">Reward Center</a> pagkapasok ng iyong deposit. Isa bawat miyembro at bawat household. Nauunang gastusin ang iyong totoong pera bago ang bonus money, at kapag nag-withdraw ka habang aktibo ang bonus, mawawala ito (magtatanong muna ang site).</p>`,
    },
    {
      type: 'AG',
      title: 'Maligayang pagdating sa iyong agent centre',
      content:
        '<p>Makikita ang buong team mo sa team overview, team management, team betting, user loss at account details. Magrehistro ng miyembro sa register centre, o ibahagi ang iyong invitation link at QR code.</p>',
      audience: ['A'],
    },
    {
      type: 'AG',
      title: 'Transfer sa iyong downline',
      content:
        '<p>Makakapagpadala ka ng pera sa direktang downline mula sa transfer page gamit ang payment password. Agad ang transfer, makikita sa records ng dalawang panig at bilang sa daily limit.</p>',
      audience: ['A'],
    },
    {
      type: 'AG',
      title: 'Ang mga araw ng report ay sumusunod sa iyong orasan',
      content:
        '<p>Ang ngayon, kahapon, ngayong linggo at ngayong buwan ay binibilang sa time zone na nasa itaas ng agent centre. Nagsisimula ang linggo sa Lunes.</p>',
      audience: ['A'],
    },
  ],
  banners: [
    {
      group: 'w_home',
      title: '100% na welcome bonus',
      subtitle: `Katumbas ng unang deposit, hanggang 5,000 ${currency}`,
      linkageType: 'REGISTER',
      linkageValue: null,
    },
    {
      group: 'w_home',
      title: 'Live na casino',
      subtitle: 'Baccarat, roulette at iba pang table',
      linkageType: 'ROUTE',
      linkageValue: '/live',
    },
    {
      group: 'w_home',
      title: 'Lingguhang cashback',
      subtitle: `5% ng lingguhang net loss, hanggang 5,000 ${currency}`,
      linkageType: 'ROUTE',
      linkageValue: '/promotions',
    },
    {
      group: 'w_home',
      title: 'Mga araw-araw na misyon',
      subtitle: 'Tumaya nang 20 beses sa slots, manalo sa 3 laro: may gantimpala ang bawat isa',
      linkageType: 'ROUTE',
      linkageValue: '/member?page=missionLeaderboard',
    },
    {
      group: 'w_login',
      title: 'Lingguhang raffle',
      subtitle: `Premyo hanggang 5,000 ${currency}, provably fair na bunutan`,
      linkageType: 'ROUTE',
      linkageValue: '/promotions',
    },
    {
      group: 'w_register',
      title: 'Sumali sa loob ng isang minuto',
      subtitle: `Pagkatapos, mag-deposit ng 200 ${currency} pataas para sa 100% bonus`,
      linkageType: 'NONE',
      linkageValue: null,
    },
    {
      group: 'w_forget',
      title: 'Hindi makapag-log in?',
      subtitle: 'I-reset ang password sa ilang hakbang lang',
      linkageType: 'NONE',
      linkageValue: null,
    },
    {
      group: 'w_leftmenu',
      title: 'Mga Promo',
      subtitle: 'Bonus, cashback at lingguhang raffle',
      linkageType: 'ROUTE',
      linkageValue: '/promotions',
    },
  ],
  welcome: {
    title: `Maligayang pagdating sa ${name}`,
    content: `<p>Handa na ang iyong account. Bago ang iyong unang withdrawal, i-link ang iyong mobile number at pangalan sa bank account sa <a href="/member?page=securityCenter">Aking account</a>.</p>`,
  },
});
