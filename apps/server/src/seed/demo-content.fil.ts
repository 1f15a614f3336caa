import type { ContentFacts, DemoContent } from './demo-content.ts';

/** Demo content in Filipino, item for item the same as contentEn. */
export const contentFil = ({ name, currency, minimumAge }: ContentFacts): DemoContent => ({
  announcements: [
    {
      type: 'PU',
      title: `Maligayang pagdating sa ${name}`,
      content: `<p>Salamat sa pagpili sa <strong>${name}</strong>. May <strong>100% welcome bonus</strong> ang mga bagong player sa kanilang unang deposit.</p><p>Buksan ang <a href="/member?page=rewardCenter">Reward Center</a> para i-claim ito.</p>`,
      audience: ['B', 'F'],
    },
    {
      type: 'PU',
      title: 'Live na ang weekend cashback',
      content: `<p>Tuwing weekend, makakuha ng <strong>5% cashback</strong> sa iyong net loss sa live casino at slots, na ibibigay tuwing Lunes.</p><p>Tingnan ang mga detalye sa <a href="/member?page=rewardCenter">Reward Center</a>.</p>`,
      audience: ['A'],
    },
    {
      type: 'H',
      title: `Pumapasok ang deposit sa ${currency} sa loob lang ng ilang minuto, 24 oras araw-araw.`,
      content: '<p>Mabilis na deposit araw-araw.</p>',
    },
    {
      type: 'H',
      title: 'Bago: sariling mga laro na napapatunayang patas. Ikaw mismo ang mag-verify sa bawat round.',
      content: '<p>Subukan ang aming Eksklusibong Laro.</p>',
    },
    {
      type: 'H',
      title: `Maglaro nang responsable. Para lang sa mga player na ${minimumAge} taong gulang pataas ang ${name}.`,
      content: '<p>Mag-set ng mga limit sa iyong account.</p>',
    },
    {
      type: 'PL',
      title: 'Naka-schedule na maintenance ng sportsbook',
      content:
        '<p>Hindi magagamit ang sportsbook sa Martes mula 04:00 hanggang 05:00 dahil sa upgrade. Hindi apektado ang mga nakabinbing taya.</p>',
    },
    {
      type: 'PL',
      title: 'May bagong paraan ng pagbabayad',
      content:
        '<p>Puwede ka nang mag-deposit gamit ang local e-wallet. Buksan ang Deposit sa member center para makita ang lahat ng paraan ng pagbabayad na available sa iyo.</p>',
    },
    {
      type: 'PL',
      title: 'Live casino: mga bagong table',
      content:
        '<p>Bukas na simula ngayong araw ang anim na bagong table ng baccarat at roulette, kasama ang mga dealer na nagsasalita ng sarili mong wika.</p>',
    },
    {
      type: 'PL',
      title: 'Paalala sa seguridad',
      content:
        '<p>Hindi namin kailanman hihingin ang iyong password o mga verification code. Para sa dagdag na proteksyon, i-on ang authenticator app sa Aking account.</p>',
    },
    {
      type: 'PL',
      title: 'Referral program',
      content:
        '<p>Imbitahan ang iyong mga kaibigan gamit ang iyong link at makakuha ng reward kapag naglaro sila. Makikita ang iyong link sa Mag-imbita ng mga kaibigan.</p>',
    },
    {
      type: 'PL',
      title: 'Resulta ng slots tournament',
      content:
        '<p>Binabati namin ang mga nanalo sa slots tournament noong nakaraang linggo. Naipadala na ang mga premyo sa wallet ng mga nanalo.</p>',
    },
    {
      type: 'PL',
      title: 'Tagal ng withdrawal',
      content:
        '<p>Karamihan ng withdrawal ay naaaprubahan sa loob ng 30 minuto. Bago ang iyong unang withdrawal, i-link ang iyong bank account at mag-set ng payment password.</p>',
    },
    {
      type: 'PL',
      title: 'Linggo ng fishing games',
      content: '<p>Double points sa bawat fishing game hanggang Linggo.</p>',
    },
    {
      type: 'PL',
      title: 'Oras ng customer service',
      content: '<p>Bukas ang suporta sa live chat at Telegram 24 oras, araw-araw.</p>',
    },
    {
      type: 'PL',
      title: 'Na-update na mga tuntunin at kundisyon',
      content:
        '<p>Nilinaw namin ang mga patakaran tungkol sa bonus wagering. Pakibasa ang na-update na mga tuntunin sa Help Center.</p>',
    },
    {
      type: 'PL',
      title: 'Schedule ng sabong',
      content:
        '<p>Napapanood nang live ang mga derby tuwing gabi. Tingnan ang sabong lobby para sa mga laban ngayong araw.</p>',
    },
    {
      type: 'PL',
      title: 'Simula ng bagong e-sports season',
      content:
        '<p>Tumaya sa bagong season ng mga pangunahing e-sports league, may live odds mula pa sa simula ng laban.</p>',
    },
    {
      type: 'PR',
      title: '100% welcome bonus',
      content:
        '<p>Doblehin ang iyong unang deposit, hanggang sa limit na makikita sa Reward Center. May kaakibat na wagering requirements.</p>',
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
      title: '100% welcome bonus',
      subtitle: 'Doblehin ang iyong unang deposit ngayon',
      linkageType: 'REGISTER',
      linkageValue: null,
    },
    {
      group: 'w_home',
      title: 'Live casino',
      subtitle: 'Mga totoong dealer, araw man o gabi',
      linkageType: 'ROUTE',
      linkageValue: '/live',
    },
    {
      group: 'w_home',
      title: 'Weekend cashback',
      subtitle: '5% balik sa net loss, tuwing Lunes',
      linkageType: 'REWARD_CENTER',
      linkageValue: null,
    },
    {
      group: 'w_login',
      title: 'Araw-araw na rewards',
      subtitle: 'Mag-log in para makuha ang bonus ngayon',
      linkageType: 'NONE',
      linkageValue: null,
    },
    {
      group: 'w_register',
      title: 'Sumali sa loob ng isang minuto',
      subtitle: 'I-claim ang welcome bonus pagkatapos mag-register',
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
      title: 'Araw-araw na misyon',
      subtitle: 'Tapusin ang mga gawain, manalo ng premyo',
      linkageType: 'ROUTE',
      linkageValue: '/member?page=missionLeaderboard',
    },
  ],
  welcome: {
    title: `Maligayang pagdating sa ${name}`,
    content: `<p>Handa na ang iyong account. Bago ang iyong unang withdrawal, i-link ang iyong mobile number at pangalan sa bank account sa <a href="/member?page=securityCenter">Aking account</a>.</p>`,
  },
});
