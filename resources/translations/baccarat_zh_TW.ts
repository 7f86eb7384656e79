<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Access</name>
    <message>
        <source>Baccarat table</source>
        <translation>百家樂牌桌</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab or the arrow keys move between the chips, the betting areas and the dealer buttons; Space or Enter presses the one with focus; Backspace takes a chip back from an area. With nothing chosen, Space deals.</source>
        <translation>Tab、Shift+Tab 或方向鍵在籌碼、投注區和荷官按鈕之間移動；Space 或 Enter 按下焦點所在的控制項；Backspace 從投注區收回一枚籌碼。未選取任何控制項時，Space 發牌。</translation>
    </message>
    <message>
        <source>Player's first card</source>
        <translation>閒方第一張牌</translation>
    </message>
    <message>
        <source>Player's second card</source>
        <translation>閒方第二張牌</translation>
    </message>
    <message>
        <source>Player's third card</source>
        <translation>閒方第三張牌</translation>
    </message>
    <message>
        <source>Banker's first card</source>
        <translation>莊方第一張牌</translation>
    </message>
    <message>
        <source>Banker's second card</source>
        <translation>莊方第二張牌</translation>
    </message>
    <message>
        <source>Banker's third card</source>
        <translation>莊方第三張牌</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>紅心</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方塊</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}{rank}</translation>
    </message>
    <message>
        <source>{amount} chip</source>
        <translation>{amount} 籌碼</translation>
    </message>
    <message>
        <source>{amount} bet</source>
        <translation>已下注 {amount}</translation>
    </message>
    <message>
        <source>no bet</source>
        <translation>未下注</translation>
    </message>
    <message>
        <source>wins this hand</source>
        <translation>本局贏</translation>
    </message>
    <message>
        <source>closed: it takes no bets now</source>
        <translation>已停止：現在不接受下注</translation>
    </message>
    <message>
        <source>{bet}, pays {payout}</source>
        <translation>{bet}，{payout}</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>按鍵 {key}</translation>
    </message>
    <message>
        <source>Key {key}; cannot be afforded: {refusal}</source>
        <translation>按鍵 {key}；無法使用：{refusal}</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>返回牌桌</translation>
    </message>
    <message>
        <source>{earlier}; {card}</source>
        <translation>{earlier}；{card}</translation>
    </message>
    <message>
        <source>{turned}. Next: {card}</source>
        <translation>{turned}。下一張：{card}</translation>
    </message>
    <message>
        <source>{turned}. {result}</source>
        <translation>{turned}。{result}</translation>
    </message>
    <message>
        <source>Burn card</source>
        <translation>燒牌</translation>
    </message>
    <message>
        <source>{where}: {card}</source>
        <translation>{where}：{card}</translation>
    </message>
    <message>
        <source>{where}, face down</source>
        <translation>{where}，牌面朝下</translation>
    </message>
    <message>
        <source>The arrow keys peel it back from an edge, a step a press; Enter turns it over; Shift+Enter turns every card over</source>
        <translation>方向鍵從一邊把牌掀起，每按一次掀一步；Enter 翻開這張牌；Shift+Enter 翻開所有牌</translation>
    </message>
    <message>
        <source>Peeled {percent}% from the bottom edge</source>
        <translation>已從底邊掀起 {percent}%</translation>
    </message>
    <message>
        <source>Peeled {percent}% from the top edge</source>
        <translation>已從頂邊掀起 {percent}%</translation>
    </message>
    <message>
        <source>Peeled {percent}% from the left edge</source>
        <translation>已從左邊掀起 {percent}%</translation>
    </message>
    <message>
        <source>Peeled {percent}% from the right edge</source>
        <translation>已從右邊掀起 {percent}%</translation>
    </message>
    <message>
        <source>Peeled {percent}%</source>
        <translation>已掀起 {percent}%</translation>
    </message>
    <message>
        <source>{card}, being squeezed</source>
        <translation>{card}，正在咪牌</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>暫無</translation>
    </message>
    <message>
        <source>Bankroll {amount}</source>
        <translation>本金 {amount}</translation>
    </message>
    <message>
        <source>Bet {bet}; last hand {last}</source>
        <translation>下注 {bet}；上局 {last}</translation>
    </message>
    <message>
        <source>Player total {total}, wins</source>
        <translation>閒{total}點，贏</translation>
    </message>
    <message>
        <source>Player total {total}</source>
        <translation>閒{total}點</translation>
    </message>
    <message>
        <source>Banker total {total}, wins</source>
        <translation>莊{total}點，贏</translation>
    </message>
    <message>
        <source>Banker total {total}</source>
        <translation>莊{total}點</translation>
    </message>
    <message>
        <source>{call}. {own}</source>
        <translation>{call}。{own}</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>Every key the game answers to, in groups: what it does, its keys</source>
        <translation>遊戲回應的所有按鍵，分組列出：功能及按鍵</translation>
    </message>
    <message>
        <source>{road} a red mark</source>
        <translation>{road}：紅色標記</translation>
    </message>
    <message>
        <source>{road} a blue mark</source>
        <translation>{road}：藍色標記</translation>
    </message>
    <message>
        <source>{road} no mark</source>
        <translation>{road}：無標記</translation>
    </message>
    <message>
        <source>If Banker wins next: {marks}. Press to flash where the marks would go in every road.</source>
        <translation>若下一局莊贏：{marks}。按下後，各路單會閃示這些標記的位置。</translation>
    </message>
    <message>
        <source>If Player wins next: {marks}. Press to flash where the marks would go in every road.</source>
        <translation>若下一局閒贏：{marks}。按下後，各路單會閃示這些標記的位置。</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>路單</translation>
    </message>
    <message>
        <source>The roads of the shoe in play: the statistics, then the Bead Plate, Big Road, Big Eye Boy, Small Road and Cockroach Pig, each read out in words, its cells inside it</source>
        <translation>目前牌靴的路單：先是統計，然後是珠盤路、大路、大眼仔、小路和曱甴路，每條路都以文字讀出，路中的格子在其內</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
</context>
<context>
    <name>Backtest</name>
    <message>
        <source>Simulated shoes</source>
        <translation>模擬牌靴</translation>
    </message>
    <message>
        <source>My own hands</source>
        <translation>我自己的牌局</translation>
    </message>
    <message>
        <source>Tracked shoes</source>
        <translation>實桌記錄的牌靴</translation>
    </message>
    <message>
        <source>There are no shoes to test the rule on.</source>
        <translation>沒有可以測試這條規則的牌靴。</translation>
    </message>
    <message>
        <source>{rule} placed no bet on these {shoes:,} shoes.</source>
        <translation>{rule}在這{shoes:,}靴中沒有下任何注。</translation>
    </message>
    <message>
        <source>{rule} bet {bets:,} times over {shoes:,} shoes and returned {rate:+.2f} per 100 units bet (95% interval {low:+.2f} to {high:+.2f}). The exact house edge predicts {expected:+.2f} for these bets; Banker on every hand of the same shoes returned {banker:+.2f}, Player {player:+.2f}.</source>
        <translation>{rule}在{shoes:,}靴中共下注{bets:,}次，每下注 100 單位的結果為 {rate:+.2f}（95%區間 {low:+.2f} 至 {high:+.2f}）。依精確的莊家優勢推算，這些下注應為 {expected:+.2f}；在同樣的牌靴上每局押莊的結果為 {banker:+.2f}，每局押閒為 {player:+.2f}。</translation>
    </message>
    <message>
        <source>The rule does no better than the edge: the results it reads say nothing about the next hand, and the cards left move its odds so little that the rule ends {gap:+.2f} per 100 units from the edge's prediction, inside the interval that luck alone gives.</source>
        <translation>這條規則沒有勝過莊家優勢：它所依據的過往結果對下一局毫無預示，餘牌對其機率的影響也微乎其微，因此規則的結果與莊家優勢的推算只相差每 100 單位 {gap:+.2f}，落在單憑運氣就會出現的區間之內。</translation>
    </message>
    <message>
        <source>The rule did better than the edge predicts on these shoes, beyond its interval: luck alone does that one run in forty, so run other shoes (another seed) and see whether it stays. The roads cannot see the cards left, and no rule on past results beats the edge.</source>
        <translation>在這些牌靴上，這條規則的結果好於莊家優勢的推算，超出了區間：單憑運氣，每四十次執行就有一次如此，所以請換一批牌靴（換一個種子）再執行，看看是否依然如此。路單看不到餘牌，任何依據過往結果的規則都勝不過莊家優勢。</translation>
    </message>
    <message>
        <source>The rule did worse than the edge predicts on these shoes, beyond its interval: luck alone does that one run in forty, so run other shoes (another seed) and see whether it stays. No rule on past results changes the edge, either way.</source>
        <translation>在這些牌靴上，這條規則的結果差於莊家優勢的推算，超出了區間：單憑運氣，每四十次執行就有一次如此，所以請換一批牌靴（換一個種子）再執行，看看是否依然如此。無論好壞，任何依據過往結果的規則都改變不了莊家優勢。</translation>
    </message>
    <message>
        <source>So few bets leave the interval wide: these shoes cannot tell a rule from luck; a million simulated shoes can.</source>
        <translation>下注次數這麼少，區間就很寬：這些牌靴分辨不出規則與運氣；一百萬個模擬牌靴才分辨得出。</translation>
    </message>
    <message>
        <source>{rule}  ·  {source}  ·  {shoes:,} shoes</source>
        <translation>{rule}  ·  {source}  ·  {shoes:,}靴</translation>
    </message>
    <message>
        <source>The rule against the house edge</source>
        <translation>規則與莊家優勢對比</translation>
    </message>
    <message>
        <source>No bet yet: choose a rule and a source, then run it.</source>
        <translation>尚無下注：請選擇規則和牌靴來源，然後執行。</translation>
    </message>
    <message>
        <source>The rule's running result</source>
        <translation>規則的累計結果</translation>
    </message>
    <message>
        <source>What the house edge predicts</source>
        <translation>莊家優勢推算的結果</translation>
    </message>
    <message>
        <source>Where luck alone puts 95 runs in 100</source>
        <translation>單憑運氣，100 次執行中有 95 次落在此範圍</translation>
    </message>
    <message>
        <source>Result (units)</source>
        <translation>結果（單位）</translation>
    </message>
    <message>
        <source>Units bet</source>
        <translation>下注單位數</translation>
    </message>
    <message>
        <source>The rule's result less what the edge predicts</source>
        <translation>規則的結果減去莊家優勢的推算</translation>
    </message>
    <message>
        <source>Stops for the rest of the shoe after {n} lost bets in a row.</source>
        <translation>連輸{n}注後，本靴餘下的牌局停止下注。</translation>
    </message>
    <message>
        <source>Follow the last result</source>
        <translation>跟上一局</translation>
    </message>
    <message>
        <source>Bet the side that won the last hand (ties skipped); from the second result on.</source>
        <translation>押上一局贏的一方（和局不計）；從第二個結果起下注。</translation>
    </message>
    <message>
        <source>Against the last result</source>
        <translation>反打上一局</translation>
    </message>
    <message>
        <source>Bet the side that lost the last hand (ties skipped).</source>
        <translation>押上一局輸的一方（和局不計）。</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>單跳</translation>
    </message>
    <message>
        <source>After two results that alternate (Banker then Player, or Player then Banker), bet they keep alternating; no bet after two the same.</source>
        <translation>出現兩個交替的結果（先莊後閒，或先閒後莊）後，押繼續交替；兩個結果相同時不下注。</translation>
    </message>
    <message>
        <source>Follow the Big Road's column</source>
        <translation>跟大路本行</translation>
    </message>
    <message>
        <source>Once the Big Road's current column holds two or more, bet it grows (the same side again); no bet on a column of one.</source>
        <translation>大路目前這一行有兩個或以上時，押該行繼續延長（同一方再贏）；一行只有一個時不下注。</translation>
    </message>
    <message>
        <source>Rule of three: ride the streak</source>
        <translation>三連法：跟龍</translation>
    </message>
    <message>
        <source>After three in a row, bet a fourth (and on while the streak lasts).</source>
        <translation>連出三局後，押同一方出第四局（長龍持續就一直跟）。</translation>
    </message>
    <message>
        <source>Rule of three: bet the break</source>
        <translation>三連法：斬龍</translation>
    </message>
    <message>
        <source>After three in a row, bet the other side (and on while the streak lasts).</source>
        <translation>連出三局後，押另一方（長龍持續就一直押）。</translation>
    </message>
    <message>
        <source>Big Eye Boy red</source>
        <translation>大眼仔紅</translation>
    </message>
    <message>
        <source>Bet the side whose Big Eye Boy mark would be red: the Big Road repeats its pattern (no bet before that road starts).</source>
        <translation>押會讓大眼仔出紅的一方：即大路重複其規律（大眼仔開始之前不下注）。</translation>
    </message>
    <message>
        <source>Big Eye Boy blue</source>
        <translation>大眼仔藍</translation>
    </message>
    <message>
        <source>Bet the side whose Big Eye Boy mark would be blue: the Big Road breaks its pattern (no bet before that road starts).</source>
        <translation>押會讓大眼仔出藍的一方：即大路打破其規律（大眼仔開始之前不下注）。</translation>
    </message>
    <message>
        <source>Small Road red</source>
        <translation>小路紅</translation>
    </message>
    <message>
        <source>Bet the side whose Small Road mark would be red (the Big Road repeats its pattern two columns back).</source>
        <translation>押會讓小路出紅的一方（即大路重複兩行之前的規律）。</translation>
    </message>
    <message>
        <source>Cockroach Pig red</source>
        <translation>曱甴路紅</translation>
    </message>
    <message>
        <source>Bet the side whose Cockroach Pig mark would be red (the Big Road repeats its pattern three columns back).</source>
        <translation>押會讓曱甴路出紅的一方（即大路重複三行之前的規律）。</translation>
    </message>
    <message>
        <source>After {pattern} (the last {n} results, oldest first, ties skipped), bet {side}.</source>
        <translation>出現{pattern}後（最近{n}個結果，由舊到新，和局不計），押{side}。</translation>
    </message>
    <message>
        <source>Build a rule…</source>
        <translation>自訂規則…</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>for example BBP (oldest first)</source>
        <translation>例如 BBP（B 莊、P 閒，由舊到新）</translation>
    </message>
    <message>
        <source>After these results</source>
        <translation>出現這些結果後</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>never</source>
        <translation>從不</translation>
    </message>
    <message>
        <source> lost in a row</source>
        <translation> 注</translation>
    </message>
    <message>
        <source>Stop for the shoe after lost bets in a row</source>
        <translation>連輸若干注後，本靴停止下注</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴來源</translation>
    </message>
    <message>
        <source>blank: secret shoes</source>
        <translation>留空：種子保密</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>After</source>
        <translation>出現</translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation>連輸停押</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>靴數</translation>
    </message>
    <message>
        <source>Does a road rule beat the house edge? Choose one the road players use, or build your own, and run it over a million simulated shoes, your own hands or the shoes you tracked at a real table.</source>
        <translation>路單規則能勝過莊家優勢嗎？選一條看路玩家常用的規則，或自訂一條，然後在一百萬個模擬牌靴、您自己的牌局或您在真實牌桌上記錄的牌靴上執行。</translation>
    </message>
    <message>
        <source>Test a road rule</source>
        <translation>回測路單規則</translation>
    </message>
    <message>
        <source>Bets made</source>
        <translation>下注次數</translation>
    </message>
    <message>
        <source>Won / lost / pushed</source>
        <translation>贏 / 輸 / 退注</translation>
    </message>
    <message>
        <source>Result per 100 units bet</source>
        <translation>每下注 100 單位的結果</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95%區間</translation>
    </message>
    <message>
        <source>The house edge predicts</source>
        <translation>莊家優勢推算</translation>
    </message>
    <message>
        <source>Banker every hand</source>
        <translation>每局押莊</translation>
    </message>
    <message>
        <source>Player every hand</source>
        <translation>每局押閒</translation>
    </message>
    <message>
        <source>Choose a rule and a source, then press Run.</source>
        <translation>請選擇規則和牌靴來源，然後按「執行」。</translation>
    </message>
    <message>
        <source>The rule's running result against the band the house edge predicts</source>
        <translation>規則的累計結果與莊家優勢推算的範圍對比</translation>
    </message>
    <message>
        <source>A seed is a whole number (blank: secret shoes).</source>
        <translation>種子須為整數（留空：種子保密）。</translation>
    </message>
    <message>
        <source>Cancelled: these figures count the shoes that finished.</source>
        <translation>已取消：這些數字只計入已完成的牌靴。</translation>
    </message>
    <message>
        <source>Backtest</source>
        <translation>回測</translation>
    </message>
    <message>
        <source>&amp;Backtest</source>
        <translation>回測(&amp;B)</translation>
    </message>
    <message>
        <source>the backtest stopped</source>
        <translation>回測已中止</translation>
    </message>
    <message>
        <source>stop after 0 to {n} lost bets in a row</source>
        <translation>連輸停押須為 0 至 {n} 注</translation>
    </message>
    <message>
        <source>choose a rule</source>
        <translation>請選擇規則</translation>
    </message>
    <message>
        <source>choose where the shoes come from</source>
        <translation>請選擇牌靴來源</translation>
    </message>
    <message>
        <source>simulate 1 to {n} shoes</source>
        <translation>模擬靴數須為 1 至 {n}</translation>
    </message>
    <message>
        <source>no history is open to read shoes from</source>
        <translation>沒有開啟的紀錄可供讀取牌靴</translation>
    </message>
    <message>
        <source>a run is under way</source>
        <translation>正在執行中</translation>
    </message>
</context>
<context>
    <name>Bets</name>
    <message>
        <source>Won</source>
        <translation>贏</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>輸</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>退回本金</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>未下注</translation>
    </message>
    <message>
        <source>push</source>
        <translation>退回本金</translation>
    </message>
    <message>
        <source>pays {pays}</source>
        <translation>{pays}</translation>
    </message>
    <message>
        <source>{event}: {odds}</source>
        <translation>{event}：{odds}</translation>
    </message>
    <message>
        <source>{pays} to 1</source>
        <translation>1賠{pays}</translation>
    </message>
    <message>
        <source>1 to {denominator}</source>
        <translation>1賠1/{denominator}</translation>
    </message>
    <message>
        <source>UP TO {pays}</source>
        <translation>最高{pays}</translation>
    </message>
    <message>
        <source>{short} pushes</source>
        <translation>{short}退回本金</translation>
    </message>
    <message>
        <source>{short}: {pays}</source>
        <translation>{short}：{pays}</translation>
    </message>
    <message>
        <source>a Tie</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>Banker wins with a total of 6</source>
        <translation>莊以6點贏</translation>
    </message>
    <message>
        <source>win on 6</source>
        <translation>6點贏</translation>
    </message>
    <message>
        <source>Banker wins on any other total</source>
        <translation>莊以其他點數贏</translation>
    </message>
    <message>
        <source>Banker wins with a three-card 7</source>
        <translation>莊以三張牌7點贏</translation>
    </message>
    <message>
        <source>3-card 7</source>
        <translation>三張牌7點</translation>
    </message>
    <message>
        <source>Banker wins any other way</source>
        <translation>莊以其他方式贏</translation>
    </message>
    <message>
        <source>Banker wins (less 5% commission)</source>
        <translation>莊贏（扣5%佣金）</translation>
    </message>
    <message>
        <source>Player wins with a natural</source>
        <translation>閒以例牌贏</translation>
    </message>
    <message>
        <source>Player wins by {points} points without a natural</source>
        <translation>閒非例牌贏{points}點</translation>
    </message>
    <message>
        <source>Banker wins with a natural</source>
        <translation>莊以例牌贏</translation>
    </message>
    <message>
        <source>Banker wins by {points} points without a natural</source>
        <translation>莊非例牌贏{points}點</translation>
    </message>
    <message>
        <source>a natural Tie</source>
        <translation>例牌和局</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Player's total is higher than Banker's</source>
        <translation>閒的點數高於莊</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>閒贏</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>BANKER</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Banker's total is higher than Player's</source>
        <translation>莊的點數高於閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>TIE</source>
        <translation>和</translation>
    </message>
    <message>
        <source>both hands have the same total</source>
        <translation>莊閒點數相同</translation>
    </message>
    <message>
        <source>Player Pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>P PAIR</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Player's first two cards are the same rank</source>
        <translation>閒的首兩張牌牌面相同</translation>
    </message>
    <message>
        <source>Player's first two cards are a pair</source>
        <translation>閒的首兩張牌成對子</translation>
    </message>
    <message>
        <source>Banker Pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>B PAIR</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>Banker's first two cards are the same rank</source>
        <translation>莊的首兩張牌牌面相同</translation>
    </message>
    <message>
        <source>Banker's first two cards are a pair</source>
        <translation>莊的首兩張牌成對子</translation>
    </message>
    <message>
        <source>Either Pair</source>
        <translation>任意對子</translation>
    </message>
    <message>
        <source>EITHER PAIR</source>
        <translation>任意對子</translation>
    </message>
    <message>
        <source>either hand's first two cards are the same rank</source>
        <translation>任一方的首兩張牌牌面相同</translation>
    </message>
    <message>
        <source>either hand's first two cards are a pair</source>
        <translation>任一方的首兩張牌成對子</translation>
    </message>
    <message>
        <source>Perfect Pair</source>
        <translation>完美對子</translation>
    </message>
    <message>
        <source>PERFECT PAIR</source>
        <translation>完美對子</translation>
    </message>
    <message>
        <source>either hand's first two cards are the same rank and suit</source>
        <translation>任一方的首兩張牌牌面與花色都相同</translation>
    </message>
    <message>
        <source>either hand's first two cards are a suited pair</source>
        <translation>任一方的首兩張牌成同花對子</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>大</translation>
    </message>
    <message>
        <source>BIG</source>
        <translation>大</translation>
    </message>
    <message>
        <source>the coup uses five or six cards</source>
        <translation>本局共發五或六張牌</translation>
    </message>
    <message>
        <source>the coup uses 5 or 6 cards</source>
        <translation>本局共發5或6張牌</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>SMALL</source>
        <translation>小</translation>
    </message>
    <message>
        <source>the coup uses four cards</source>
        <translation>本局只發四張牌</translation>
    </message>
    <message>
        <source>the coup uses 4 cards</source>
        <translation>本局只發4張牌</translation>
    </message>
    <message>
        <source>Player Bonus</source>
        <translation>閒龍寶</translation>
    </message>
    <message>
        <source>P BONUS</source>
        <translation>閒龍寶</translation>
    </message>
    <message>
        <source>Player wins with a natural, or by 4 points or more</source>
        <translation>閒以例牌贏，或贏4點或以上</translation>
    </message>
    <message>
        <source>Banker Bonus</source>
        <translation>莊龍寶</translation>
    </message>
    <message>
        <source>B BONUS</source>
        <translation>莊龍寶</translation>
    </message>
    <message>
        <source>Banker wins with a natural, or by 4 points or more</source>
        <translation>莊以例牌贏，或贏4點或以上</translation>
    </message>
    <message>
        <source>Dragon 7</source>
        <translation>龍7</translation>
    </message>
    <message>
        <source>DRAGON 7</source>
        <translation>龍7</translation>
    </message>
    <message>
        <source>Banker wins with a three-card total of 7</source>
        <translation>莊以三張牌合計7點贏</translation>
    </message>
    <message>
        <source>Panda 8</source>
        <translation>熊貓8</translation>
    </message>
    <message>
        <source>PANDA 8</source>
        <translation>熊貓8</translation>
    </message>
    <message>
        <source>Player wins with a three-card total of 8</source>
        <translation>閒以三張牌合計8點贏</translation>
    </message>
    <message>
        <source>Player wins with a three-card 8</source>
        <translation>閒以三張牌8點贏</translation>
    </message>
    <message>
        <source>Lucky 6</source>
        <translation>幸運6</translation>
    </message>
    <message>
        <source>LUCKY 6</source>
        <translation>幸運6</translation>
    </message>
    <message>
        <source>Banker wins with a two-card 6</source>
        <translation>莊以兩張牌6點贏</translation>
    </message>
    <message>
        <source>Banker wins with a three-card 6</source>
        <translation>莊以三張牌6點贏</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>三張牌</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>Win streaks</source>
        <translation>連勝</translation>
    </message>
    <message>
        <source>Tie frequency</source>
        <translation>和局頻率</translation>
    </message>
    <message>
        <source>Outcome mix</source>
        <translation>結果分布</translation>
    </message>
    <message>
        <source>Money by bet type</source>
        <translation>各注項輸贏</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>場次</translation>
    </message>
    <message>
        <source>No money in these hands: nobody bet on them here. Win streaks, Tie frequency and Outcome mix count them.</source>
        <translation>這些牌局沒有輸贏金額：這裡沒有人下注。「連勝」、「和局頻率」和「結果分布」會統計它們。</translation>
    </message>
    <message>
        <source>Net result, sessions end to end</source>
        <translation>淨輸贏（各場次依序相接）</translation>
    </message>
    <message>
        <source>All bets</source>
        <translation>全部注項</translation>
    </message>
    <message>
        <source>{decks} decks · {variant} · Tie {tie}</source>
        <translation>{decks}副牌 · {variant} · 和局{tie}</translation>
    </message>
    <message>
        <source>The line is the bankroll after each hand.</source>
        <translation>曲線是每局之後的本金。</translation>
    </message>
    <message>
        <source>The line is the running net result (sessions one after another) after each hand.</source>
        <translation>曲線是每局之後累計的淨輸贏（各場次依序相接）。</translation>
    </message>
    <message>
        <source>Shaded bands are alternate shoes.</source>
        <translation>陰影帶與空白相間，區分各個牌靴。</translation>
    </message>
    <message>
        <source>{shoes:,} shoes are too many to mark at this scale; choose a session or a few days.</source>
        <translation>{shoes:,}靴太多，在此比例下無法逐一標出；請選擇一個場次或幾天。</translation>
    </message>
    <message>
        <source>Dashed gold lines mark where a new session starts (#id).</source>
        <translation>金色虛線標出新場次開始的位置（#編號）。</translation>
    </message>
    <message>
        <source>The star is the highest point; the red arrow is the largest fall from an earlier high (maximum drawdown).</source>
        <translation>星號是最高點；紅色箭頭是從先前高點起的最大跌幅（最大回撤）。</translation>
    </message>
    <message>
        <source>Gold diamonds: how many streaks of each length to expect if every hand were independent, from the exact odds of a full shoe. Long streaks are rare in one shoe but come up over many; a streak says nothing about the next hand.</source>
        <translation>金色菱形：假如每一局都互相獨立，依滿靴牌的精確機率，各長度的連勝預計會出現多少次。長連勝在一靴之中少見，但靴數一多就會出現；連勝對下一局毫無預示作用。</translation>
    </message>
    <message>
        <source>Ties are left out. With P(Banker | not a tie) = {banker:.4f} and P(Player | not a tie) = {player:.4f} from the exact odds of a full shoe, each shoe's decided hands give the expected number of runs of each length (a shoe's end cuts its last run short). It is an approximation: as cards leave the shoe the real odds drift very slightly.</source>
        <translation>和局不計入。依滿靴牌的精確機率，P(莊 | 非和局) = {banker:.4f}，P(閒 | 非和局) = {player:.4f}；由每靴分出勝負的局數，可算出各長度連勝的期望次數（一靴結束時，最後一次連勝會被截斷）。這只是近似：隨著牌從牌靴發出，實際機率會有極輕微的變化。</translation>
    </message>
    <message>
        <source>With more windows than the chart has pixels, the green shading is the range of the windows in each pixel column and the line their average.</source>
        <translation>區段多於圖表的像素時，綠色陰影是每一像素欄內各區段的範圍，線條是它們的平均值。</translation>
    </message>
    <message>
        <source>Dashed gold line: how often a tie comes up in the long run, {p:.2%} of hands. Gold bands: where the tie rate lands 19 times in 20 by luck alone, so about one stretch of {window} hands in twenty outside them is normal. The running rate settles towards the long-run value as hands add up.</source>
        <translation>金色虛線：長期而言和局出現的頻率，佔局數的{p:.2%}。金色色帶：單憑運氣，和局率20次中有19次落在其中，所以每二十段{window}局中約有一段落在色帶外，屬於正常。隨著局數增加，累計和局率會逐漸趨向長期值。</translation>
    </message>
    <message>
        <source>p = {p:.4%} is the exact tie probability of a full shoe. Top band: the exact binomial range holding 95% of the tie counts in {window} hands. Bottom band: p ± 1.96·√(p(1−p)/n) for the n hands so far, the normal approximation; the early swings are clipped off the scale.</source>
        <translation>p = {p:.4%} 是滿靴牌的精確和局機率。上方色帶：{window}局中和局次數的精確二項分布範圍，涵蓋95%的情況。下方色帶：至今 n 局的 p ± 1.96·√(p(1−p)/n)，即常態近似；早期的大幅波動超出刻度，不予顯示。</translation>
    </message>
    <message>
        <source>Each whisker is the range a result's share of {hands:,} hands falls in 19 times in 20 by luck; gold marks its long-run share. {inside} of {total} long-run shares lie inside their range: differences of the size luck makes (even one outside is expected now and then). The shoe has no memory: no pattern here predicts the next hand.</source>
        <translation>每條誤差線是某一結果在{hands:,}局中所佔比例的範圍：單憑運氣，20次中有19次落在其中；金色標出它的長期比例。{total}個長期比例中有{inside}個落在各自的範圍內：這樣的差異是運氣造成的（偶爾有一個落在範圍外也屬意料之中）。牌靴沒有記憶：這裡的任何規律都無法預測下一局。</translation>
    </message>
    <message>
        <source>Whiskers: Wilson 95% score intervals for the share p̂ seen in n = {hands:,} hands, (p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n) with z = 1.96; sound for small counts and rare results. Gold: the exact probabilities of a full shoe under the session's rules.</source>
        <translation>誤差線：n = {hands:,}局中實際比例 p̂ 的95%威爾森分數區間，(p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n)，其中 z = 1.96；樣本少或結果罕見時同樣可靠。金色：依場次規則計算的滿靴牌精確機率。</translation>
    </message>
    <message>
        <source>Expected net: what your bets were worth by the odds, each session under its own rules; commission is already taken out of the net. A result inside the luck range is what chance alone gives for those stakes; only over many thousands of bets does the house edge show through.</source>
        <translation>期望淨輸贏：依機率計算您的下注價值多少，每個場次依各自的規則計算；淨輸贏已扣除佣金。落在運氣範圍內的結果，單憑運氣就會出現；要經過成千上萬注，莊家優勢才會顯現出來。</translation>
    </message>
    <message>
        <source>Expected net = −(house edge × amount wagered), summed over your bets, with each bet's exact edge for its session's decks, commission and Tie payout. Luck range: expected ± 1.96 × the standard deviation of those bets' results (each bet's spread from the exact odds, bets taken as independent), which holds the net about 95% of the time.</source>
        <translation>期望淨輸贏 = −（莊家優勢 × 下注額），將您的所有下注加總；每注的精確優勢依其場次的牌副數、佣金與和局賠率計算。運氣範圍：期望值 ± 1.96 × 這些下注結果的標準差（每注的離散程度由精確機率算出，各注視為相互獨立），淨輸贏約有95%的機會落在此範圍內。</translation>
    </message>
    <message>
        <source>The table lists the latest {shown} of {rows} sessions: export the data for all.</source>
        <translation>表格列出{rows}個場次中最近的{shown}個：匯出資料可查看全部。</translation>
    </message>
    <message>
        <source>Biggest win and loss are single hands (all bets of the hand together). Duration runs from the session's start to its end, or to its latest hand while it is open.</source>
        <translation>最大贏額與最大輸額都以單局計（該局所有下注合計）。時長從場次開始算到結束；場次尚未結束時，算到最近一局。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>目前</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>淨輸贏</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>Max drawdown</source>
        <translation>最大回撤</translation>
    </message>
    <message>
        <source>Peak {amount}</source>
        <translation>最高 {amount}</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>已玩局數</translation>
    </message>
    <message>
        <source>Max drawdown {amount}</source>
        <translation>最大回撤 {amount}</translation>
    </message>
    <message>
        <source>Longest Banker</source>
        <translation>莊最長連勝</translation>
    </message>
    <message>
        <source>Longest Player</source>
        <translation>閒最長連勝</translation>
    </message>
    <message>
        <source>Banker streaks</source>
        <translation>莊連勝次數</translation>
    </message>
    <message>
        <source>Player streaks</source>
        <translation>閒連勝次數</translation>
    </message>
    <message>
        <source>{n} in a row</source>
        <translation>連勝{n}局</translation>
    </message>
    <message>
        <source>Streak length (wins in a row by one side; ties do not break a streak)</source>
        <translation>連勝長度（同一方連續贏的局數；和局不中斷連勝）</translation>
    </message>
    <message>
        <source>Streak length (wins in a row; ties don't break one)</source>
        <translation>連勝長度（和局不中斷連勝）</translation>
    </message>
    <message>
        <source>Streak length</source>
        <translation>連勝長度</translation>
    </message>
    <message>
        <source>Number of streaks (log scale)</source>
        <translation>連勝次數（對數刻度）</translation>
    </message>
    <message>
        <source>Streaks (log scale)</source>
        <translation>次數（對數刻度）</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>次數</translation>
    </message>
    <message>
        <source>Banker streaks seen</source>
        <translation>莊連勝（實際）</translation>
    </message>
    <message>
        <source>Player streaks seen</source>
        <translation>閒連勝（實際）</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望值</translation>
    </message>
    <message>
        <source>Longest streaks</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <source>session {session} · shoe {shoe} · hand {hand}</source>
        <translation>第{session}場 · 第{shoe}靴 · 第{hand}局</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>尚無</translation>
    </message>
    <message>
        <source>no streak yet</source>
        <translation>尚無連勝</translation>
    </message>
    <message>
        <source>No run longer than one hand yet</source>
        <translation>還沒有超過一局的連勝</translation>
    </message>
    <message>
        <source>Streaks counted</source>
        <translation>連勝統計</translation>
    </message>
    <message>
        <source>expected {n:,.0f}</source>
        <translation>期望 {n:,.0f}</translation>
    </message>
    <message>
        <source>Rolling: ties in the last {window} hands</source>
        <translation>滾動：最近{window}局中的和局比例</translation>
    </message>
    <message>
        <source>Last {window} hands</source>
        <translation>最近{window}局</translation>
    </message>
    <message>
        <source>95% band {low:.0%}–{high:.0%}</source>
        <translation>95%範圍 {low:.0%}–{high:.0%}</translation>
    </message>
    <message>
        <source>windows outside: {share:.1%}</source>
        <translation>超出範圍的區段：{share:.1%}</translation>
    </message>
    <message>
        <source>Needs {window} hands</source>
        <translation>需要{window}局</translation>
    </message>
    <message>
        <source>Tie rate</source>
        <translation>和局率</translation>
    </message>
    <message>
        <source>Cumulative: ties among all hands so far</source>
        <translation>累計：至今所有局中的和局比例</translation>
    </message>
    <message>
        <source>All hands so far</source>
        <translation>至今所有局</translation>
    </message>
    <message>
        <source>observed {share:.2%} ({ties:,} of {hands:,})</source>
        <translation>實際 {share:.2%}（{hands:,}局中{ties:,}局）</translation>
    </message>
    <message>
        <source>95% interval {low:.2%}–{high:.2%}</source>
        <translation>95%區間 {low:.2%}–{high:.2%}</translation>
    </message>
    <message>
        <source>exact        {p:.2%}</source>
        <translation>精確    {p:.2%}</translation>
    </message>
    <message>
        <source>{points:+.2f} points · normal luck</source>
        <translation>{points:+.2f}個百分點 · 正常運氣</translation>
    </message>
    <message>
        <source>{points:+.2f} points · unusual</source>
        <translation>{points:+.2f}個百分點 · 不尋常</translation>
    </message>
    <message>
        <source>How often each result came up: seen (bars), exact (gold)</source>
        <translation>各結果出現的比例：實際（長條）、精確（金色）</translation>
    </message>
    <message>
        <source>Share of hands: seen (bars), exact (gold)</source>
        <translation>佔局數比例：實際（長條）、精確（金色）</translation>
    </message>
    <message>
        <source>Seen (bars), exact (gold)</source>
        <translation>實際（長條）、精確（金色）</translation>
    </message>
    <message>
        <source>{seen:.2%}  (exact {exact:.2%})</source>
        <translation>{seen:.2%}（精確 {exact:.2%}）</translation>
    </message>
    <message>
        <source>Share of hands</source>
        <translation>佔局數比例</translation>
    </message>
    <message>
        <source>Seen minus exact, with the range luck alone gives (95%)</source>
        <translation>實際減精確，附單憑運氣的範圍（95%）</translation>
    </message>
    <message>
        <source>Seen minus exact, with the 95% luck range</source>
        <translation>實際減精確，附95%運氣範圍</translation>
    </message>
    <message>
        <source>Seen minus exact</source>
        <translation>實際減精確</translation>
    </message>
    <message>
        <source>Seen − exact</source>
        <translation>實際 − 精確</translation>
    </message>
    <message>
        <source>Percentage points from the exact odds</source>
        <translation>與精確機率相差的百分點</translation>
    </message>
    <message>
        <source>Points from exact</source>
        <translation>與精確值之差（百分點）</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>百分點</translation>
    </message>
    <message>
        <source>No bets in these hands.</source>
        <translation>這些牌局中沒有下注。</translation>
    </message>
    <message>
        <source>Actual net (bar in the spot's colour)</source>
        <translation>實際淨輸贏（長條為該注項的顏色）</translation>
    </message>
    <message>
        <source>Expected: −house edge × wagered</source>
        <translation>期望值：−莊家優勢 × 下注額</translation>
    </message>
    <message>
        <source>95% luck range around the expected</source>
        <translation>期望值周圍的95%運氣範圍</translation>
    </message>
    <message>
        <source>Net result</source>
        <translation>淨輸贏</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>注項</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>注數</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>下注額</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>期望淨輸贏</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>報酬率</translation>
    </message>
    <message>
        <source>Luck range</source>
        <translation>運氣範圍</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>範圍內</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>範圍外</translation>
    </message>
    <message>
        <source>The figures for each bet: Export data (CSV), or a taller window.</source>
        <translation>各注項的數字：請匯出資料，或把視窗拉高。</translation>
    </message>
    <message>
        <source>More in Export data (CSV).</source>
        <translation>更多數字請匯出資料。</translation>
    </message>
    <message>
        <source>{days} d {hours} h</source>
        <translation>{days}天{hours}小時</translation>
    </message>
    <message>
        <source>{hours} h {minutes:02d} min</source>
        <translation>{hours}小時{minutes:02d}分</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes}分鐘</translation>
    </message>
    <message>
        <source>Net result per session (latest {n})</source>
        <translation>每場淨輸贏（最近{n}場）</translation>
    </message>
    <message>
        <source>Net result per session</source>
        <translation>每場淨輸贏</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>場次</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始時間</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>時長</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>#{session} · shoe {shoe}</source>
        <translation>#{session} · 第{shoe}靴</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Shoe's net</source>
        <translation>本靴輸贏</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>莊期望值</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>閒期望值</translation>
    </message>
    <message>
        <source>Exact odds</source>
        <translation>精確機率</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>實際</translation>
    </message>
    <message>
        <source>95% luck range</source>
        <translation>95%運氣範圍</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>最大贏額</translation>
    </message>
    <message>
        <source>Biggest loss</source>
        <translation>最大輸額</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Sessions {sessions} and {more} more</source>
        <translation>場次 {sessions} 及另外{more}場</translation>
    </message>
    <message>
        <source>{since} to {until}</source>
        <translation>{since} 至 {until}</translation>
    </message>
    <message>
        <source>from {since}</source>
        <translation>{since} 起</translation>
    </message>
    <message>
        <source>until {until}</source>
        <translation>至 {until}</translation>
    </message>
    <message>
        <source>All history</source>
        <translation>全部紀錄</translation>
    </message>
    <message>
        <source>No hands match this filter yet.</source>
        <translation>還沒有符合篩選條件的牌局。</translation>
    </message>
    <message numerus="yes">
        <source>Session(s) {sessions}</source>
        <translation>
            <numerusform>場次 {sessions}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>over {n:,} shoe(s)</source>
        <translation>
            <numerusform>共{n:,}靴</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n:,} hand(s)</source>
        <translation>
            <numerusform>{n:,}局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>it has no commitment, but every shoe dealt for play is committed to before its first card</source>
        <translation>沒有承諾值，但每一個用於遊戲的牌靴都會在發第一張牌之前先給出承諾值</translation>
    </message>
    <message>
        <source>its commitment {commitment} is not a SHA-256 (64 hex digits)</source>
        <translation>承諾值 {commitment} 不是 SHA-256（64 位十六進位數字）</translation>
    </message>
    <message>
        <source>it has ended, but its seed was never revealed (so its cards cannot be checked)</source>
        <translation>已經結束，但種子從未公開（因此無法驗證它的牌）</translation>
    </message>
    <message>
        <source>a shoe holds 6 or 8 decks, not {decks}</source>
        <translation>牌靴只能裝 6 副或 8 副牌，不能是 {decks}</translation>
    </message>
    <message>
        <source>its end and the reason it ended go together: one of them is missing</source>
        <translation>結束時間與結束原因必須同時存在：現在缺少其中一項</translation>
    </message>
    <message>
        <source>{reason} is not how a shoe ends ({reasons})</source>
        <translation>{reason} 不是牌靴的結束方式（應為 {reasons} 之一）</translation>
    </message>
    <message>
        <source>its session has ended, but the shoe has not</source>
        <translation>所屬場次已經結束，這一靴卻尚未結束</translation>
    </message>
    <message>
        <source>the revealed seed {seed} is not 64 hex digits</source>
        <translation>公開的種子 {seed} 不是 64 位十六進位數字</translation>
    </message>
    <message>
        <source>its secret seed is damaged</source>
        <translation>保密種子已損壞</translation>
    </message>
    <message>
        <source>the revealed seed does not match the commitment</source>
        <translation>公開的種子與承諾值不符</translation>
    </message>
    <message>
        <source>its secret seed does not match its commitment</source>
        <translation>保密種子與承諾值不符</translation>
    </message>
    <message>
        <source>the cut card is not where the seed puts it</source>
        <translation>切牌卡不在種子所定的位置</translation>
    </message>
    <message>
        <source>the burn is not what the seed deals</source>
        <translation>燒牌與種子發出的牌不符</translation>
    </message>
    <message>
        <source>its burn card {card} is not a card</source>
        <translation>燒牌 {card} 不是一張有效的牌</translation>
    </message>
    <message>
        <source>{burned} cards burned: a burn takes the card shown and 1 to 10 more</source>
        <translation>燒了 {burned} 張牌：燒牌應為亮出的那張牌，再加 1 至 10 張</translation>
    </message>
    <message>
        <source>{burned} cards burned, but a shown {card} burns {burns} (itself and as many more as it counts; a ten or court card counts 10)</source>
        <translation>燒了 {burned} 張牌，但亮出的 {card} 應燒 {burns} 張（它本身，再加上與其點數相同的張數；10 和人頭牌按 10 計）</translation>
    </message>
    <message>
        <source>it has no cut card</source>
        <translation>沒有切牌卡</translation>
    </message>
    <message>
        <source>its cut card position {cut} is not a place in a shoe</source>
        <translation>切牌卡位置 {cut} 不是牌靴中的有效位置</translation>
    </message>
    <message>
        <source>its cut card at {cut} is not where this table places it in a {size}-card shoe ({low} to {high}: {fewest} to {most} cards behind it)</source>
        <translation>切牌卡在第 {cut} 張，不在本桌為 {size} 張牌的牌靴所定的範圍內（第 {low} 至 {high} 張：其後留 {fewest} 至 {most} 張牌）</translation>
    </message>
    <message>
        <source>its start {moment} is not a moment as the history stores it</source>
        <translation>開始時間 {moment} 不符合紀錄儲存時間的格式</translation>
    </message>
    <message>
        <source>it started before its session did</source>
        <translation>在所屬場次開始之前就已開始</translation>
    </message>
    <message>
        <source>its end {moment} is not a moment as the history stores it</source>
        <translation>結束時間 {moment} 不符合紀錄儲存時間的格式</translation>
    </message>
    <message>
        <source>it ends before it starts</source>
        <translation>結束時間早於開始時間</translation>
    </message>
    <message>
        <source>it ended after its session did</source>
        <translation>在所屬場次結束之後才結束</translation>
    </message>
    <message>
        <source>it deals {card} {count} times, but {decks} decks hold {decks} of each card</source>
        <translation>發出了 {count} 次 {card}，但 {decks} 副牌中每種牌只有 {decks} 張</translation>
    </message>
    <message>
        <source>its lit cards {stored} are not the ones its shoe lights ({expected})</source>
        <translation>所存的倍數牌 {stored} 與其牌靴應亮出的倍數牌（{expected}）不符</translation>
    </message>
    <message>
        <source>it started before the previous shoe ended</source>
        <translation>在前一靴結束之前就已開始</translation>
    </message>
    <message>
        <source>hand numbers skip (expected hand {number})</source>
        <translation>局號不連續（此處應為第{number}局）</translation>
    </message>
    <message>
        <source>its shoe position {position} is not a place in a shoe</source>
        <translation>牌靴位置 {position} 不是牌靴中的有效位置</translation>
    </message>
    <message>
        <source>stored at shoe position {position}, but the shoe was at {start}</source>
        <translation>儲存的牌靴位置為 {position}，但牌靴當時的位置是 {start}</translation>
    </message>
    <message>
        <source>it was dealt after the shoe's last hand</source>
        <translation>在本靴最後一局之後才發出</translation>
    </message>
    <message>
        <source>it runs past the end of the {size}-card shoe</source>
        <translation>超出了牌靴的末端（牌靴共 {size} 張牌）</translation>
    </message>
    <message>
        <source>the cards are not what the revealed shoe deals</source>
        <translation>牌與依公開種子還原的牌靴所發的不符</translation>
    </message>
    <message>
        <source>the cards are not what the shoe deals at that point</source>
        <translation>牌與牌靴在該位置所發的不符</translation>
    </message>
    <message>
        <source>its time {moment} is not a moment as the history stores it</source>
        <translation>時間 {moment} 不符合紀錄儲存時間的格式</translation>
    </message>
    <message>
        <source>it was played before its shoe started</source>
        <translation>在所屬牌靴開始之前就已進行</translation>
    </message>
    <message>
        <source>it was played after its shoe ended</source>
        <translation>在所屬牌靴結束之後才進行</translation>
    </message>
    <message>
        <source>the cut card ended it after {full} hands, but only {hands} are in the file</source>
        <translation>本靴因切牌卡在第{full}局後結束，但檔案中只有{hands}局</translation>
    </message>
    <message>
        <source>the cut card ended it, but the hand dealt after the cut card came out is not in it (hands are missing after hand {hands})</source>
        <translation>本靴因切牌卡而結束，但其中沒有切牌卡出現後所發的那一局（缺少第{hands}局之後的牌局）</translation>
    </message>
    <message>
        <source>its last hand was dealt (after the cut card came out), but it did not end</source>
        <translation>最後一局（切牌卡出現後的那一局）已經發出，但本靴沒有結束</translation>
    </message>
    <message>
        <source>its last hand was dealt (after the cut card came out), but it ended as {reason}</source>
        <translation>最後一局（切牌卡出現後的那一局）已經發出，但本靴的結束原因卻是 {reason}</translation>
    </message>
    <message>
        <source>shoe numbers skip (expected shoe {number})</source>
        <translation>靴號不連續（此處應為第{number}靴）</translation>
    </message>
    <message>
        <source>it never ended, yet another shoe came after it</source>
        <translation>從未結束，之後卻又有另一靴</translation>
    </message>
    <message>
        <source>it is a shoe of {decks} decks at a {table}-deck table</source>
        <translation>這是{decks}副牌的牌靴，而牌桌用的是{table}副牌</translation>
    </message>
</context>
<context>
    <name>Companion</name>
    <message>
        <source>Some places forbid devices that analyse odds at a table: Nevada's NRS 465.075, for one. At the table this view shows no odds and no card counts and takes no cards. Where in doubt, keep the results on paper and enter the shoe here afterwards.</source>
        <translation>有些地方禁止在牌桌上使用分析機率的裝置，例如美國內華達州法規 NRS 465.075。在桌邊模式下，本檢視不顯示機率和牌數，也不接受輸入牌面。如有疑問，請先把結果記在紙上，事後再把這一靴輸入這裡。</translation>
    </message>
    <message>
        <source>P pair</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>B pair</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Companion: the shoe's keys</source>
        <translation>記路助手：記錄本靴的按鍵</translation>
    </message>
    <message>
        <source>B, P, T: Banker, Player, Tie. 1, 2, N: a Player pair, a Banker pair, a natural on the next hand. C: type the hand's cards. Backspace: undo. E: correct the hand chosen in the list.</source>
        <translation>B、P、T：莊、閒、和。1、2、N：下一局的閒對、莊對、例牌。C：輸入本局的牌。Backspace：撤銷。E：更正清單中選取的那一局。</translation>
    </message>
    <message>
        <source>New sitting…</source>
        <translation>新場次…</translation>
    </message>
    <message>
        <source>Next shoe</source>
        <translation>下一靴</translation>
    </message>
    <message>
        <source>End shoe</source>
        <translation>結束本靴</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>桌邊模式</translation>
    </message>
    <message>
        <source>Large keys, a dark screen, no odds and no counts (Ctrl+Shift+T)</source>
        <translation>大按鍵、暗色螢幕，不顯示機率和牌數（Ctrl+Shift+T）</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤銷</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>I watch for pairs and naturals</source>
        <translation>我會留意對子和例牌</translation>
    </message>
    <message>
        <source>Off: a hand logged by its result says nothing of its pairs and natural</source>
        <translation>關閉時：只記下結果的牌局，不含對子與例牌的資訊</translation>
    </message>
    <message>
        <source>Cards (C): KH 5D / 9S 2C 3H</source>
        <translation>牌（C）：KH 5D / 9S 2C 3H</translation>
    </message>
    <message>
        <source>The hand's cards: Player's, a slash, Banker's</source>
        <translation>本局的牌：先寫閒的牌，加一條斜線，再寫莊的牌</translation>
    </message>
    <message>
        <source>The shoe's hands</source>
        <translation>本靴的牌局</translation>
    </message>
    <message>
        <source>The cards left</source>
        <translation>餘牌</translation>
    </message>
    <message>
        <source>Correcting hand {number}: press B, P or T (marks first), or enter its cards. Esc: leave it.</source>
        <translation>正在更正第{number}局：按 B、P 或 T（先標記對子與例牌），或輸入它的牌。Esc：退出更正。</translation>
    </message>
    <message>
        <source>New sitting</source>
        <translation>新場次</translation>
    </message>
    <message>
        <source>Casino or live stream</source>
        <translation>賭場或真人直播</translation>
    </message>
    <message>
        <source>Table name or number</source>
        <translation>牌桌名稱或號碼</translation>
    </message>
    <message>
        <source> decks</source>
        <translation> 副牌</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Start the sitting</source>
        <translation>開始本場</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>記路助手</translation>
    </message>
    <message>
        <source>Co&amp;mpanion</source>
        <translation>記路助手(&amp;M)</translation>
    </message>
    <message>
        <source>{side}: '{char}' is not a rank (A, 2-9, T or 10, J, Q, K)</source>
        <translation>{side}：'{char}' 不是牌的點數（A、2-9、T 或 10、J、Q、K）</translation>
    </message>
    <message>
        <source>{side}: give each card a suit after its rank (S, H, D or C)</source>
        <translation>{side}：每張牌的點數後面要寫花色（S、H、D 或 C）</translation>
    </message>
    <message>
        <source>Write Player's cards, then '/', then Banker's: for example KH 5D / 9S 2C</source>
        <translation>先寫閒的牌，再寫 '/'，然後寫莊的牌：例如 KH 5D / 9S 2C</translation>
    </message>
    <message>
        <source>{side} holds 2 or 3 cards, not {count}</source>
        <translation>{side}應有 2 或 3 張牌，而不是 {count} 張</translation>
    </message>
    <message>
        <source>Player draws a third card on these cards</source>
        <translation>依這些牌，閒應補第三張牌</translation>
    </message>
    <message>
        <source>Player stands on these cards: no third card</source>
        <translation>依這些牌，閒應停牌：沒有第三張牌</translation>
    </message>
    <message>
        <source>Banker draws a third card on these cards</source>
        <translation>依這些牌，莊應補第三張牌</translation>
    </message>
    <message>
        <source>Banker stands on these cards: no third card</source>
        <translation>依這些牌，莊應停牌：沒有第三張牌</translation>
    </message>
    <message>
        <source>the odds could not be worked out</source>
        <translation>無法計算機率</translation>
    </message>
    <message>
        <source>{cards} cards entered, in {with_cards} of {hands} hands</source>
        <translation>已輸入 {cards} 張牌，來自 {hands} 局中的 {with_cards} 局</translation>
    </message>
    <message>
        <source>Start a shoe to see the odds of its cards left.</source>
        <translation>開始一靴後，即可查看餘牌的機率。</translation>
    </message>
    <message>
        <source>Enter the hands' cards (C) to see the exact odds of the cards left: results alone say nothing about them.</source>
        <translation>輸入各局的牌（C），即可查看餘牌的精確機率：僅憑結果無從得知餘牌。</translation>
    </message>
    <message>
        <source>No sitting yet: start one with New sitting (Ctrl+N).</source>
        <translation>尚無場次：請用「新場次」（Ctrl+N）開始。</translation>
    </message>
    <message>
        <source>shoe {no} ended</source>
        <translation>第{no}靴已結束</translation>
    </message>
    <message>
        <source>shoe {no}</source>
        <translation>第{no}靴</translation>
    </message>
    <message>
        <source>{decks} decks</source>
        <translation>{decks}副牌</translation>
    </message>
    <message>
        <source>A shoe holds 1 to {most} decks.</source>
        <translation>一靴可裝 1 至 {most} 副牌。</translation>
    </message>
    <message>
        <source>Start a sitting first.</source>
        <translation>請先開始一個場次。</translation>
    </message>
    <message>
        <source>{card} is entered more often than a {decks}-deck shoe holds it</source>
        <translation>{card} 輸入的次數多於 {decks} 副牌的牌靴所含的張數</translation>
    </message>
    <message>
        <source>Start a shoe first (New sitting or Next shoe).</source>
        <translation>請先開始一靴（新場次或下一靴）。</translation>
    </message>
    <message>
        <source>The odds cannot be worked out: {error}</source>
        <translation>無法計算機率：{error}</translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s)</source>
        <translation>
            <numerusform>{n}局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s) logged without cards: their cards count as unseen, as a face-down burn does.</source>
        <translation>
            <numerusform>有{n}局記錄時沒有輸入牌：這些牌算作未現的牌，如同暗燒的牌。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>No medal</source>
        <translation>無獎牌</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>銅牌</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>銀牌</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金牌</translation>
    </message>
    <message>
        <source>at most {value}</source>
        <translation>不超過{value}</translation>
    </message>
    <message>
        <source>at least {value}</source>
        <translation>至少{value}</translation>
    </message>
    <message>
        <source>Few bets, ahead</source>
        <translation>少注領先</translation>
    </message>
    <message>
        <source>Finish the shoe ahead, placing as few bets as you can.</source>
        <translation>用盡可能少的注數，在本靴結束時領先收場。</translation>
    </message>
    <message>
        <source>Side bet hunter</source>
        <translation>邊注獵人</translation>
    </message>
    <message>
        <source>Win side bets (Tie or a pair), placing no more than 20 of them.</source>
        <translation>贏取邊注（和或對子），最多下20注。</translation>
    </message>
    <message>
        <source>Keep it close</source>
        <translation>穩紮穩打</translation>
    </message>
    <message>
        <source>Bet on at least 30 hands without ever being far below your starting bankroll.</source>
        <translation>至少下注30局，且本金始終不比起始本金少太多。</translation>
    </message>
    <message>
        <source>Banker only</source>
        <translation>只押莊</translation>
    </message>
    <message>
        <source>Bet only on Banker and finish the shoe ahead.</source>
        <translation>只押莊，並在本靴結束時領先收場。</translation>
    </message>
    <message>
        <source>Player only</source>
        <translation>只押閒</translation>
    </message>
    <message>
        <source>Bet only on Player and finish the shoe ahead.</source>
        <translation>只押閒，並在本靴結束時領先收場。</translation>
    </message>
    <message>
        <source>On a roll</source>
        <translation>手氣正旺</translation>
    </message>
    <message>
        <source>Win hands in a row: a loss or a push ends the run, a hand without bets does not.</source>
        <translation>連贏多局：輸或退注會中斷連贏，沒有下注的牌局則不會。</translation>
    </message>
    <message>
        <source>Grow the bankroll</source>
        <translation>本金成長</translation>
    </message>
    <message>
        <source>Finish the shoe as far ahead as you can.</source>
        <translation>在本靴結束時贏得越多越好。</translation>
    </message>
    <message>
        <source>not a daily result code: {why}</source>
        <translation>不是每日牌靴的結果代碼：{why}</translation>
    </message>
    <message>
        <source>the day is written YYYYMMDD, not {text}</source>
        <translation>日期應寫作 YYYYMMDD，而不是 {text}</translation>
    </message>
    <message>
        <source>{text} is not a date</source>
        <translation>{text} 不是有效的日期</translation>
    </message>
    <message>
        <source>{entry} is not a hand's bets</source>
        <translation>{entry} 不是一局的下注</translation>
    </message>
    <message>
        <source>hand {hand} comes out of order</source>
        <translation>第{hand}局的順序不對</translation>
    </message>
    <message>
        <source>hand {hand} names a bet twice</source>
        <translation>第{hand}局把同一注項寫了兩次</translation>
    </message>
    <message>
        <source>it is longer than any day's code</source>
        <translation>它比任何一天的代碼都長</translation>
    </message>
    <message>
        <source>a code reads BD1-YYYYMMDD-BETS-NET-MEDAL-CHECK, not {text}</source>
        <translation>代碼的格式是 BD1-YYYYMMDD-BETS-NET-MEDAL-CHECK，而不是 {text}</translation>
    </message>
    <message>
        <source>this version of Baccarat Desktop reads {known} codes, not {prefix}</source>
        <translation>此版本的 Baccarat Desktop 讀取 {known} 代碼，而不是 {prefix} 代碼</translation>
    </message>
    <message>
        <source>the checksum is {n} hex digits</source>
        <translation>檢查碼應為 {n} 位十六進位數字</translation>
    </message>
    <message>
        <source>wrong checksum: the code was changed or mistyped</source>
        <translation>檢查碼不符：代碼被改動過或輸入錯誤</translation>
    </message>
    <message>
        <source>the net is U or D then cents, not {text}</source>
        <translation>輸贏應寫作 U 或 D 後接以分為單位的金額，而不是 {text}</translation>
    </message>
    <message>
        <source>the medal is N, B, S or G, not {text}</source>
        <translation>獎牌應為 N、B、S 或 G，而不是 {text}</translation>
    </message>
    <message>
        <source>hand {hand}: the table refuses the bets: {why}</source>
        <translation>第{hand}局：牌桌不接受這些下注：{why}</translation>
    </message>
    <message>
        <source>bets on hand {hand}, but the day's shoe deals only {hands} hands</source>
        <translation>第{hand}局有下注，但當天的牌靴只發{hands}局</translation>
    </message>
    <message>
        <source>{day} has not begun anywhere yet: no code can be from it</source>
        <translation>{day} 在任何地方都還沒有開始：不可能有這一天的代碼</translation>
    </message>
    <message>
        <source>the code claims {claimed_net} and {claimed_medal}, but its bets on that day's shoe give {net} and {medal}</source>
        <translation>代碼聲稱輸贏{claimed_net}、{claimed_medal}，但依其下注，當天牌靴的結果是{net}、{medal}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Every hand is saved. If you quit, this session picks up where you left it the next time you open the game. The house edge does not change however long you play.</source>
        <translation>每一局都已儲存。如果現在結束，下次開啟遊戲時，本場次會從中斷處繼續。無論玩多久，莊家優勢都不會改變。</translation>
    </message>
    <message>
        <source>{n} minute</source>
        <translation>{n}分鐘</translation>
    </message>
    <message>
        <source>{hours} {minutes}</source>
        <translation>{hours}{minutes}</translation>
    </message>
    <message>
        <source>You have been playing for {time} this session and you are up {amount}.</source>
        <translation>本場次您已玩了{time}，目前贏了{amount}。</translation>
    </message>
    <message>
        <source>You have been playing for {time} this session and you are down {amount}.</source>
        <translation>本場次您已玩了{time}，目前輸了{amount}。</translation>
    </message>
    <message>
        <source>You have been playing for {time} this session and you are even.</source>
        <translation>本場次您已玩了{time}，目前不輸不贏。</translation>
    </message>
    <message>
        <source>Reality check</source>
        <translation>遊戲時間提醒</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>繼續遊戲</translation>
    </message>
    <message>
        <source>See hand history</source>
        <translation>查看牌局紀錄</translation>
    </message>
    <message>
        <source>Quit the game</source>
        <translation>結束遊戲</translation>
    </message>
    <message>
        <source>Start a new history (keep this file aside)</source>
        <translation>開始新的紀錄（保留此檔案，移到一旁）</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>開啟其他檔案…</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>開始新場次</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>結束</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>牌局紀錄</translation>
    </message>
    <message>
        <source>{advice} Your bets and the hand in play are kept and are finished when you try again.</source>
        <translation>{advice}您的下注和進行中的這一局都已保留，重試時會繼續完成。</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍後</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Put it back where it was to play on from this very hand, or quit and keep the copy.</source>
        <translation>將副本放回原處，即可從這一局接著玩；或者結束並保留副本。</translation>
    </message>
    <message>
        <source>Put it back and play on</source>
        <translation>放回原處並繼續</translation>
    </message>
    <message>
        <source>Another file has taken its place, so nothing there is touched. To play on with your history, start Baccarat Desktop with:

baccarat-desktop --db {path}</source>
        <translation>原位置已有另一個檔案，因此不會動它。要用您的紀錄繼續遊戲，請用以下指令啟動百家樂桌面版：

baccarat-desktop --db {path}</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>See Licences</source>
        <translation>參見授權條款</translation>
    </message>
    <message>
        <source>About Baccarat Desktop</source>
        <translation>關於百家樂桌面版</translation>
    </message>
    <message>
        <source>Baccarat Desktop</source>
        <translation>百家樂桌面版</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <source>An offline Punto Banco table: deal from a real shoe, follow the roads, and see what every bet is worth. Every hand is kept in your own history file, and every shoe can be checked with &lt;tt&gt;baccarat-desktop verify&lt;/tt&gt;.</source>
        <translation>一張離線的百家樂牌桌：從真實的牌靴發牌，跟著路單看牌，看清每一注的價值。每一局都保存在您自己的紀錄檔案中，每一靴牌都可以用 &lt;tt&gt;baccarat-desktop verify&lt;/tt&gt; 驗證。</translation>
    </message>
    <message>
        <source>Play for fun: the house edge is real and no betting system changes it.</source>
        <translation>娛樂為主：莊家優勢真實存在，任何投注系統都改變不了它。</translation>
    </message>
    <message>
        <source>{licence}. {copyright}.&lt;br&gt;The cards, chips, icon and sounds were made for this game. Built with Qt for Python (PySide6), matplotlib, NumPy and sqlite-utils.</source>
        <translation>{licence}。{copyright}。&lt;br&gt;牌面、籌碼、圖示和音效均為本遊戲專門製作。以 Qt for Python (PySide6)、matplotlib、NumPy 和 sqlite-utils 開發。</translation>
    </message>
    <message>
        <source>Licences…</source>
        <translation>授權條款…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>授權條款</translation>
    </message>
    <message numerus="yes">
        <source>{n} hour(s)</source>
        <translation>
            <numerusform>{n}小時</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} minute(s)</source>
        <translation>
            <numerusform>{n}分鐘</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Player {total} draws: Player draws on 0–5</source>
        <translation>閒{total}點補牌：閒0–5點補牌</translation>
    </message>
    <message>
        <source>Player {total} stands: Player stands on 6–7</source>
        <translation>閒{total}點不補牌：閒6–7點不補牌</translation>
    </message>
    <message>
        <source>Player {player} and Banker {banker}: naturals, both hands stand</source>
        <translation>閒{player}點、莊{banker}點：雙方例牌，均不補牌</translation>
    </message>
    <message>
        <source>Player {player}: a natural, both hands stand</source>
        <translation>閒{player}點：例牌，雙方均不補牌</translation>
    </message>
    <message>
        <source>Banker {banker}: a natural, both hands stand</source>
        <translation>莊{banker}點：例牌，雙方均不補牌</translation>
    </message>
    <message>
        <source>Tie, {player} each</source>
        <translation>和局，雙方各{player}點</translation>
    </message>
    <message>
        <source>Banker wins {banker} to {player}</source>
        <translation>莊贏，{banker}比{player}</translation>
    </message>
    <message>
        <source>Player wins {player} to {banker}</source>
        <translation>閒贏，{player}比{banker}</translation>
    </message>
    <message>
        <source>Player's first card: {card} (total {total})</source>
        <translation>閒第一張牌：{card}（{total}點）</translation>
    </message>
    <message>
        <source>Player's second card: {card} (total {total})</source>
        <translation>閒第二張牌：{card}（{total}點）</translation>
    </message>
    <message>
        <source>Player's third card: {card} (total {total})</source>
        <translation>閒第三張牌：{card}（{total}點）</translation>
    </message>
    <message>
        <source>Banker's first card: {card} (total {total})</source>
        <translation>莊第一張牌：{card}（{total}點）</translation>
    </message>
    <message>
        <source>Banker's second card: {card} (total {total})</source>
        <translation>莊第二張牌：{card}（{total}點）</translation>
    </message>
    <message>
        <source>Banker's third card: {card} (total {total})</source>
        <translation>莊第三張牌：{card}（{total}點）</translation>
    </message>
    <message>
        <source>Banker {total} draws: Player stood, so Banker draws on 0–5</source>
        <translation>莊{total}點補牌：閒不補牌，莊0–5點補牌</translation>
    </message>
    <message>
        <source>Banker {total} stands: Player stood, so Banker draws on 0–5</source>
        <translation>莊{total}點不補牌：閒不補牌，莊0–5點才補牌</translation>
    </message>
    <message>
        <source>Banker {total} draws: Banker always draws on 0–2</source>
        <translation>莊{total}點補牌：莊0–2點必補</translation>
    </message>
    <message>
        <source>Banker 7 stands: Banker always stands on 7</source>
        <translation>莊7點不補牌：莊7點一律不補</translation>
    </message>
    <message>
        <source>Banker {total} draws: Player's third card is {third}</source>
        <translation>莊{total}點補牌：閒第三張牌為{third}點</translation>
    </message>
    <message>
        <source>Banker {total} stands: Player's third card is {third}</source>
        <translation>莊{total}點不補牌：閒第三張牌為{third}點</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>New shoe · {decks} decks shuffled</source>
        <translation>新牌靴 · 已洗{decks}副牌</translation>
    </message>
    <message>
        <source>Shoe {shoe} · seed commitment {start}…{end}</source>
        <translation>第{shoe}靴 · 種子承諾值 {start}…{end}</translation>
    </message>
    <message>
        <source>Shoe {shoe} · a stacked shoe (no seed)</source>
        <translation>第{shoe}靴 · 預排牌靴（無種子）</translation>
    </message>
    <message>
        <source>Burn card {card}: {count} more burned face down</source>
        <translation>燒牌 {card}：再燒 {count} 張暗牌</translation>
    </message>
    <message>
        <source>Burn card {card}: burning {number} of {count} face down</source>
        <translation>燒牌 {card}：正在燒第 {number}/{count} 張暗牌</translation>
    </message>
    <message>
        <source>Burned {count} cards (burn card {card} shown)</source>
        <translation>已燒 {count} 張牌（燒牌 {card} 已亮出）</translation>
    </message>
    <message>
        <source>Place your bets</source>
        <translation>請下注</translation>
    </message>
    <message>
        <source>Drag a corner or an edge, or use the arrow keys; Enter turns it over</source>
        <translation>拖動牌角或牌邊，或用方向鍵；按 Enter 翻開</translation>
    </message>
    <message>
        <source>Squeeze the cards</source>
        <translation>請咪牌</translation>
    </message>
    <message>
        <source>Squeeze the Player's cards</source>
        <translation>請咪閒牌</translation>
    </message>
    <message>
        <source>Squeeze the Player's card</source>
        <translation>請咪閒牌</translation>
    </message>
    <message>
        <source>Squeeze the Banker's cards</source>
        <translation>請咪莊牌</translation>
    </message>
    <message>
        <source>Squeeze the Banker's card</source>
        <translation>請咪莊牌</translation>
    </message>
    <message>
        <source>{bet} pays {amount}</source>
        <translation>{bet} 派彩 {amount}</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>全部開牌</translation>
    </message>
    <message>
        <source>Turn every squeezed card over at once (Shift+Enter)</source>
        <translation>立即翻開所有待咪的牌 (Shift+Enter)</translation>
    </message>
    <message>
        <source>{name}: wins when {wins_when}.</source>
        <translation>{name}：{wins_when}時贏。</translation>
    </message>
    <message>
        <source>Click to add the selected chip; right-click or Shift+click to take one back.</source>
        <translation>按一下放上所選籌碼；按右鍵或 Shift+按一下收回一枚。</translation>
    </message>
    <message>
        <source>{variant} · {percent}% fee on every bet</source>
        <translation>{variant} · 每注收取 {percent}% 手續費</translation>
    </message>
    <message>
        <source>{variant} · {percent}% fee on Player and Banker</source>
        <translation>{variant} · 閒、莊收取 {percent}% 手續費</translation>
    </message>
    <message>
        <source>{variant} · {banker} pays {banker_pays} · {tie} pays {tie_pays}</source>
        <translation>{variant} · {banker} {banker_pays} · {tie} {tie_pays}</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>BANKER</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重播</translation>
    </message>
    <message>
        <source>You win {amount}</source>
        <translation>您贏 {amount}</translation>
    </message>
    <message>
        <source>You lose {amount}</source>
        <translation>您輸 {amount}</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>退回本金</translation>
    </message>
    <message>
        <source>CLOSED</source>
        <translation>停止下注</translation>
    </message>
    <message>
        <source>{chip} chip (key {key})</source>
        <translation>{chip} 籌碼（按鍵 {key}）</translation>
    </message>
    <message>
        <source>Back to the table  ·  Esc</source>
        <translation>返回牌桌  ·  Esc</translation>
    </message>
    <message>
        <source>UNDO</source>
        <translation>撤銷</translation>
    </message>
    <message>
        <source>CLEAR</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>DOUBLE</source>
        <translation>加倍</translation>
    </message>
    <message>
        <source>REBET</source>
        <translation>重複下注</translation>
    </message>
    <message>
        <source>REBET &amp; DEAL</source>
        <translation>重複下注並發牌</translation>
    </message>
    <message>
        <source>DEAL</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>LIMITS {main} · TIE &amp; SIDE {side}</source>
        <translation>檯限 {main} · 和及邊注 {side}</translation>
    </message>
    <message>
        <source>TABLE LIMITS {main} · TIE AND SIDE BETS {side} · {decks} DECKS</source>
        <translation>檯限 {main} · 和及邊注 {side} · {decks}副牌</translation>
    </message>
    <message>
        <source>No shoe yet</source>
        <translation>尚無牌靴</translation>
    </message>
    <message>
        <source>Shoe {shoe} · {left} cards left</source>
        <translation>第{shoe}靴 · 剩餘{left}張</translation>
    </message>
    <message>
        <source>Discards · {count}</source>
        <translation>棄牌 · {count}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>下注 {amount}</translation>
    </message>
    <message>
        <source>This hand {result}</source>
        <translation>本局 {result}</translation>
    </message>
    <message>
        <source>BANKROLL · LIVE</source>
        <translation>本金 · 即時</translation>
    </message>
    <message>
        <source>Last hand {result}</source>
        <translation>上局 {result}</translation>
    </message>
    <message>
        <source>BANKROLL</source>
        <translation>本金</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Any winner</source>
        <translation>不限勝方</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Any bet</source>
        <translation>不限下注</translation>
    </message>
    <message>
        <source>Bet on {bet}</source>
        <translation>下注{bet}</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>不限輸贏</translation>
    </message>
    <message>
        <source>Your own hands</source>
        <translation>您自己的牌局</translation>
    </message>
    <message>
        <source>The floor's hands</source>
        <translation>大廳牌桌的牌局</translation>
    </message>
    <message>
        <source>Tracked shoes</source>
        <translation>實桌記錄的牌靴</translation>
    </message>
    <message>
        <source>Whose hands</source>
        <translation>誰的牌局</translation>
    </message>
    <message>
        <source>Whose hands to list: yours, those the lobby's tables dealt while you were not sitting at them, or the shoes you tracked at a real table</source>
        <translation>列出誰的牌局：您自己的、您未入座時大廳各牌桌所發的，或您在真實牌桌上記錄的牌靴</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除篩選</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>The stored hands the filter lets through, newest first</source>
        <translation>符合篩選條件的已儲存牌局，最新的在前</translation>
    </message>
    <message>
        <source>Hand detail</source>
        <translation>牌局詳情</translation>
    </message>
    <message>
        <source>No hands to show</source>
        <translation>沒有可顯示的牌局</translation>
    </message>
    <message>
        <source>No hands yet</source>
        <translation>還沒有牌局</translation>
    </message>
    <message>
        <source>Every hand you play is kept here. Go to the Table (Ctrl+1), put a chip on Player, Banker or Tie and press Deal: the hand appears in this list, where you can see how it was dealt and replay it on the felt.</source>
        <translation>你玩的每一局都保存在這裡。到牌桌（Ctrl+1），在閒、莊或和上放一枚籌碼，然後按發牌：這一局會出現在此列表中，你可以查看它是怎樣發的，並在牌桌上重播。</translation>
    </message>
    <message>
        <source>No hands match these filters</source>
        <translation>沒有符合這些篩選條件的牌局</translation>
    </message>
    <message>
        <source>Choose other filters above, or press Clear filters to see every hand.</source>
        <translation>請在上方選擇其他篩選條件，或按「清除篩選」查看所有牌局。</translation>
    </message>
    <message>
        <source>Click a hand in the list to see its cards, how it was dealt and your bets.</source>
        <translation>點擊列表中的一局，查看它的牌、發牌過程和你的下注。</translation>
    </message>
    <message>
        <source>Replay on the felt</source>
        <translation>在牌桌上重播</translation>
    </message>
    <message>
        <source>Deal this hand again on the table, card by card</source>
        <translation>在牌桌上逐張重新發出這一局</translation>
    </message>
    <message>
        <source>Shoe's scoreboard</source>
        <translation>本靴路單</translation>
    </message>
    <message>
        <source>Show the scoreboard of this hand's shoe</source>
        <translation>顯示這一局所在牌靴的路單</translation>
    </message>
    <message>
        <source>How it was dealt</source>
        <translation>發牌經過</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Odds before this hand</source>
        <translation>本局發牌前的機率</translation>
    </message>
    <message>
        <source>Choose a hand</source>
        <translation>請選擇一局</translation>
    </message>
    <message>
        <source>No bets on this hand.</source>
        <translation>本局沒有下注。</translation>
    </message>
    <message>
        <source>commission {amount}</source>
        <translation>佣金 {amount}</translation>
    </message>
    <message>
        <source>Session {session} · Shoe {shoe} · Hand {hand}</source>
        <translation>第{session}場 · 第{shoe}靴 · 第{hand}局</translation>
    </message>
    <message>
        <source>Hand #{id} · {time}</source>
        <translation>牌局 #{id} · {time}</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>BANKER</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Side bets won: {bets}</source>
        <translation>中獎的邊注：{bets}</translation>
    </message>
    <message>
        <source>Bankroll {before} → {after} ({net})</source>
        <translation>本金 {before} → {after}（{net}）</translation>
    </message>
    <message>
        <source>All sessions</source>
        <translation>全部場次</translation>
    </message>
    <message>
        <source>Hands of every session</source>
        <translation>所有場次的牌局</translation>
    </message>
    <message>
        <source>All shoes</source>
        <translation>全部牌靴</translation>
    </message>
    <message>
        <source>Hands of every shoe (choose a session to choose one of its shoes)</source>
        <translation>所有牌靴的牌局（先選擇場次，才能選擇其中的牌靴）</translation>
    </message>
    <message>
        <source>{cards} before hand {hand} of its shoe. The average result of {stake} on each bet the table offered:</source>
        <translation>本靴第{hand}局之前：{cards}。本桌每種注各下{stake}的平均結果：</translation>
    </message>
    <message>
        <source>Started {started}, ended {ended} · {rules}</source>
        <translation>開始於 {started}，結束於 {ended} · {rules}</translation>
    </message>
    <message>
        <source>Started {started}, not ended · {rules}</source>
        <translation>開始於 {started}，尚未結束 · {rules}</translation>
    </message>
    <message>
        <source>Session {session} · {time}</source>
        <translation>第{session}場 · {time}</translation>
    </message>
    <message>
        <source>{venue} · {table} · {time}</source>
        <translation>{venue} · {table} · {time}</translation>
    </message>
    <message>
        <source>Tracked at {venue}, table {table} · {decks} decks · started {time}</source>
        <translation>記錄於{venue}，牌桌{table} · {decks}副牌 · 開始於 {time}</translation>
    </message>
    <message>
        <source>Hands of every shoe of session {session}</source>
        <translation>第{session}場所有牌靴的牌局</translation>
    </message>
    <message>
        <source>Shoe {shoe}</source>
        <translation>第{shoe}靴</translation>
    </message>
    <message>
        <source>Shoe {shoe} of session {session} · {decks} decks · started {time}</source>
        <translation>第{session}場第{shoe}靴 · {decks}副牌 · 開始於 {time}</translation>
    </message>
    <message>
        <source>Hand #{id} cannot be replayed: it holds an amount that is not a whole number of cents ({value}), so it was changed outside the game. 'baccarat-desktop verify' names every such hand.</source>
        <translation>牌局 #{id} 無法重播：其中有一筆金額不是整數分（{value}），表示它在遊戲之外被改動過。'baccarat-desktop verify' 會列出所有這樣的牌局。</translation>
    </message>
    <message>
        <source>{n} hands loaded · more as you scroll</source>
        <translation>已載入{n}局 · 向下捲動載入更多</translation>
    </message>
    <message>
        <source>The hand history cannot be read: {error}</source>
        <translation>無法讀取牌局紀錄：{error}</translation>
    </message>
    <message>
        <source>The history file {path} was deleted or replaced while the hand history was open: the hands shown are the ones it held. Open the hand history again to read the file now there.</source>
        <translation>牌局紀錄開啟期間，紀錄檔案 {path} 已被刪除或取代：顯示的是它原有的牌局。請重新開啟牌局紀錄，以讀取現在的檔案。</translation>
    </message>
    <message>
        <source>Hand number in the whole history</source>
        <translation>在全部紀錄中的牌局編號</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>場次</translation>
    </message>
    <message>
        <source>Session number</source>
        <translation>場次編號</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Shoe number within its session</source>
        <translation>該場次內的牌靴編號</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Hand number within its shoe</source>
        <translation>該牌靴內的局數</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>When the hand was dealt (your time zone)</source>
        <translation>發牌時間（您的時區）</translation>
    </message>
    <message>
        <source>Player's cards (sorting puts three-card hands together)</source>
        <translation>閒牌（排序時，補了第三張牌的局排在一起）</translation>
    </message>
    <message>
        <source>P</source>
        <translation>閒點</translation>
    </message>
    <message>
        <source>Player's total</source>
        <translation>閒的點數</translation>
    </message>
    <message>
        <source>Banker's cards (sorting puts three-card hands together)</source>
        <translation>莊牌（排序時，補了第三張牌的局排在一起）</translation>
    </message>
    <message>
        <source>B</source>
        <translation>莊點</translation>
    </message>
    <message>
        <source>Banker's total</source>
        <translation>莊的點數</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝方</translation>
    </message>
    <message>
        <source>Who won, and any pairs (PP: Player Pair, BP: Banker Pair)</source>
        <translation>哪一方贏，以及是否有對子（閒對、莊對）</translation>
    </message>
    <message>
        <source>Stakes on each bet (not sortable: sort by Net instead)</source>
        <translation>各注的下注額（無法排序：請改按輸贏排序）</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>輸贏</translation>
    </message>
    <message>
        <source>What the hand's bets won or lost</source>
        <translation>本局下注的輸贏</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>Bankroll after the hand</source>
        <translation>本局結束後的本金</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>This hand holds an amount that is not a whole number of cents ({values}), shown as the file stores it: the history was changed outside the game. 'baccarat-desktop verify' names every such hand.</source>
        <translation>本局有金額不是整數分（{values}），依檔案中儲存的原樣顯示：紀錄在遊戲之外被改動過。'baccarat-desktop verify' 會列出所有這樣的牌局。</translation>
    </message>
    <message>
        <source>{tip}. {names}; other bets by their whole name</source>
        <translation>{tip}。{names}；其他注項顯示全名</translation>
    </message>
    <message>
        <source>net</source>
        <translation>輸贏</translation>
    </message>
    <message>
        <source>{bet}: {amount}, {result} {net} (commission {commission})</source>
        <translation>{bet}：{amount}，{result} {net}（佣金 {commission}）</translation>
    </message>
    <message>
        <source>{bet}: {amount}, {result} {net}</source>
        <translation>{bet}：{amount}，{result} {net}</translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s)</source>
        <translation>
            <numerusform>{n}局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>Next or previous chip, betting area or dealer button</source>
        <translation>下一個或上一個籌碼、投注區或荷官按鈕</translation>
    </message>
    <message>
        <source>Along a row; to the row above or below</source>
        <translation>同一排左右移動；移到上一排或下一排</translation>
    </message>
    <message>
        <source>Press the one with focus (an area takes the chosen chip)</source>
        <translation>按下焦點所在的控制項（投注區放上所選籌碼）</translation>
    </message>
    <message>
        <source>Take a chip back from the area with focus</source>
        <translation>從焦點所在的投注區收回一枚籌碼</translation>
    </message>
    <message>
        <source>Squeeze: peel the card back from an edge</source>
        <translation>咪牌：從一邊把牌掀起</translation>
    </message>
    <message>
        <source>Squeeze: turn the card over</source>
        <translation>咪牌：翻開這張牌</translation>
    </message>
    <message>
        <source>Peek table: keep, double or triple the bet</source>
        <translation>看牌桌：維持原注、雙倍或三倍</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>鍵盤</translation>
    </message>
    <message>
        <source>Every control can be reached from the keyboard. On the felt, Tab and the arrow keys move between the chips, the betting areas and the dealer buttons; F6 moves between the table, the scoreboard, the odds and the tabs.</source>
        <translation>每個控制項都可以用鍵盤操作。在牌桌上，Tab 鍵和方向鍵在籌碼、投注區和荷官按鈕之間移動；F6 在牌桌、路單、機率和分頁之間切換。</translation>
    </message>
    <message>
        <source>What</source>
        <translation>功能</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>Scoreboard: from road to road</source>
        <translation>路單：從一路移到另一路</translation>
    </message>
    <message>
        <source>Scoreboard: from mark to mark in a road</source>
        <translation>路單：在一路中逐個標記移動</translation>
    </message>
    <message>
        <source>Statistics: the chart before or after</source>
        <translation>統計：上一個或下一個圖表</translation>
    </message>
    <message>
        <source>Statistics: the first or the last chart</source>
        <translation>統計：第一個或最後一個圖表</translation>
    </message>
    <message>
        <source>Lobby: from table to table</source>
        <translation>大廳：在牌桌之間移動</translation>
    </message>
    <message>
        <source>Lobby: sit down at the table</source>
        <translation>大廳：在這張牌桌入座</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Windows and panes</source>
        <translation>視窗與窗格</translation>
    </message>
    <message>
        <source>The scoreboard and the charts</source>
        <translation>路單與圖表</translation>
    </message>
    <message>
        <source>The Companion</source>
        <translation>記路助手</translation>
    </message>
    <message>
        <source>Log the hand: Banker, Player or Tie</source>
        <translation>記錄本局：莊、閒或和</translation>
    </message>
    <message>
        <source>Mark a Player pair, a Banker pair, a natural</source>
        <translation>標記閒對、莊對、例牌</translation>
    </message>
    <message>
        <source>Enter the hand's cards (Enter logs them)</source>
        <translation>輸入本局的牌（按 Enter 記錄）</translation>
    </message>
    <message>
        <source>Take back the last hand</source>
        <translation>撤銷上一局</translation>
    </message>
    <message>
        <source>Correct the hand selected in the list</source>
        <translation>更正清單中選取的那一局</translation>
    </message>
    <message>
        <source>Leave a correction or the card field</source>
        <translation>退出更正，或離開輸入牌的欄位</translation>
    </message>
    <message>
        <source>New sitting</source>
        <translation>新場次</translation>
    </message>
    <message>
        <source>Next shoe</source>
        <translation>下一靴</translation>
    </message>
    <message>
        <source>End the shoe</source>
        <translation>結束本靴</translation>
    </message>
    <message>
        <source>At the table on or off</source>
        <translation>開啟或關閉桌邊模式</translation>
    </message>
</context>
<context>
    <name>Lab</name>
    <message>
        <source>Side by side</source>
        <translation>並列比較</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系統</translation>
    </message>
    <message>
        <source>Average result</source>
        <translation>平均結果</translation>
    </message>
    <message>
        <source>Edge predicts</source>
        <translation>莊家優勢推算</translation>
    </message>
    <message>
        <source>Average wagered</source>
        <translation>平均下注總額</translation>
    </message>
    <message>
        <source>Ended ahead</source>
        <translation>領先收場</translation>
    </message>
    <message>
        <source>Went broke</source>
        <translation>破產</translation>
    </message>
    <message>
        <source>Over table max</source>
        <translation>超過最高注</translation>
    </message>
    <message>
        <source>Longest losing run</source>
        <translation>最長連輸</translation>
    </message>
    <message>
        <source>{system} on {bet}</source>
        <translation>{system}押{bet}</translation>
    </message>
    <message>
        <source>under 0.1%</source>
        <translation>不到0.1%</translation>
    </message>
    <message>
        <source>over 99.9%</source>
        <translation>超過99.9%</translation>
    </message>
    <message>
        <source>{names}, {name}</source>
        <translation>{names}、{name}</translation>
    </message>
    <message>
        <source>{names} and {name}</source>
        <translation>{names}和{name}</translation>
    </message>
    <message>
        <source>{name}: {description}</source>
        <translation>{name}：{description}</translation>
    </message>
    <message>
        <source>{sessions} of up to {hands}, each starting with {bankroll} and {unit} units.</source>
        <translation>模擬{sessions}，每場最多{hands}，每場開始時本金{bankroll}，基本注碼{unit}。</translation>
    </message>
    <message>
        <source>Stopped after {sessions}: the figures count those.</source>
        <translation>完成{sessions}後中止：統計只計入這些場次。</translation>
    </message>
    <message>
        <source>You ended ahead in {ahead} of sessions and never went broke; the average result was {average} per session.</source>
        <translation>{ahead}的場次領先收場，沒有一個場次破產；平均每場結果為{average}。</translation>
    </message>
    <message>
        <source>You ended ahead in {ahead} of sessions and went broke (could no longer cover the {minimum} minimum) in {broke}; the average result was {average} per session.</source>
        <translation>{ahead}的場次領先收場，{broke}的場次破產（資金已不夠{minimum}的最低注）；平均每場結果為{average}。</translation>
    </message>
    <message>
        <source>The house edge ({edge}) times the {wagered} wagered on average predicts {expected}: whatever the system, the expected loss is the edge times the amount wagered.</source>
        <translation>莊家優勢（{edge}）乘以平均下注總額{wagered}，推算結果為{expected}：無論用哪種系統，期望虧損都等於莊家優勢乘以下注總額。</translation>
    </message>
    <message>
        <source>The gap between the two is luck: with {sessions} the simulated average lands within about {margin} of the true one 19 times in 20.</source>
        <translation>兩者的差距來自運氣：模擬{sessions}時，模擬出的平均值每20次中有19次落在真實平均值上下約{margin}以內。</translation>
    </message>
    <message>
        <source>The system asked for more than the {maximum} table maximum in {share} of sessions (the stake was capped there).</source>
        <translation>在{share}的場次中，系統要求的下注超過{maximum}的最高注（下注額被限為最高注）。</translation>
    </message>
    <message>
        <source>You left with your stop-win ({win} ahead) in {win_share} and with your stop-loss ({loss} behind) in {loss_share} of sessions.</source>
        <translation>{win_share}的場次因停利（贏{win}）離場，{loss_share}的場次因停損（輸{loss}）離場。</translation>
    </message>
    <message>
        <source>You left with your stop-win ({win} ahead) in {win_share} of sessions.</source>
        <translation>{win_share}的場次因停利（贏{win}）離場。</translation>
    </message>
    <message>
        <source>You left with your stop-loss ({loss} behind) in {loss_share} of sessions.</source>
        <translation>{loss_share}的場次因停損（輸{loss}）離場。</translation>
    </message>
    <message>
        <source>The longest run of lost bets was {typical} in a typical session and {worst} in the worst one.</source>
        <translation>最長連輸注數：典型場次為{typical}，最差場次為{worst}。</translation>
    </message>
    <message>
        <source>No session finished.</source>
        <translation>沒有完成任何場次。</translation>
    </message>
    <message>
        <source>{systems} on {bet}, the same {sessions} (the same shoes for every system) of up to {hands}, each starting with {bankroll} and {unit} units.</source>
        <translation>{systems}，都押{bet}，模擬相同的{sessions}（每種系統使用相同的牌靴），每場最多{hands}，每場開始時本金{bankroll}，基本注碼{unit}。</translation>
    </message>
    <message>
        <source>Cancel stopped the run: each row counts the sessions that finished.</source>
        <translation>模擬已被取消：每一列只計入已完成的場次。</translation>
    </message>
    <message>
        <source>Every system lost on average about what the house edge predicts from the amount it wagered: a system changes how the results spread, not what they average.</source>
        <translation>每種系統的平均虧損都約等於依其下注總額以莊家優勢推算的數額：系統改變的是結果的分布，而不是平均值。</translation>
    </message>
    <message>
        <source>Ended ahead most often: {system}, in {share} of sessions.</source>
        <translation>最常領先收場的是{system}，{share}的場次領先收場。</translation>
    </message>
    <message>
        <source>Went broke most often: {system}, in {share}.</source>
        <translation>最常破產的是{system}，{share}的場次破產。</translation>
    </message>
    <message>
        <source>{name}  ·  {sessions} of up to {hands}</source>
        <translation>{name}  ·  {sessions}，每場最多{hands}</translation>
    </message>
    <message>
        <source>Your bankroll during a session</source>
        <translation>一個場次中的本金走勢</translation>
    </message>
    <message>
        <source>9 sessions in 10</source>
        <translation>每10場中的9場</translation>
    </message>
    <message>
        <source>The middle half of sessions</source>
        <translation>居中的一半場次</translation>
    </message>
    <message>
        <source>The typical session (median)</source>
        <translation>典型場次（中位數）</translation>
    </message>
    <message>
        <source>Starting bankroll {amount}</source>
        <translation>起始本金：{amount}</translation>
    </message>
    <message>
        <source>Hands into the session</source>
        <translation>場次中已進行的局數</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>How the sessions ended</source>
        <translation>各場次的結果</translation>
    </message>
    <message>
        <source>Sessions that lost</source>
        <translation>虧損的場次</translation>
    </message>
    <message>
        <source>Sessions that won</source>
        <translation>獲利的場次</translation>
    </message>
    <message>
        <source>Average result {amount}</source>
        <translation>平均結果：{amount}</translation>
    </message>
    <message>
        <source>House edge predicts {amount}</source>
        <translation>莊家優勢推算：{amount}</translation>
    </message>
    <message>
        <source>Break even</source>
        <translation>損益兩平</translation>
    </message>
    <message>
        <source>Result of a session (the bankroll at the end less the start)</source>
        <translation>場次結果（結束時的本金減去開始時的本金）</translation>
    </message>
    <message>
        <source>Result of a session</source>
        <translation>場次結果</translation>
    </message>
    <message>
        <source>{bet}  ·  the same {sessions} for every system</source>
        <translation>{bet}  ·  每種系統模擬相同的{sessions}</translation>
    </message>
    <message>
        <source>The systems side by side</source>
        <translation>各系統並列比較</translation>
    </message>
    <message>
        <source>Average result in the simulation</source>
        <translation>模擬的平均結果</translation>
    </message>
    <message>
        <source>What the house edge predicts (edge × wagered)</source>
        <translation>莊家優勢推算的結果（優勢 × 下注總額）</translation>
    </message>
    <message>
        <source>Bankroll of 9 sessions in 10</source>
        <translation>每10場中9場的本金</translation>
    </message>
    <message>
        <source>The middle half</source>
        <translation>居中的一半</translation>
    </message>
    <message>
        <source>The typical session</source>
        <translation>典型場次</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Each system's average result and spread over the sessions played, side by side</source>
        <translation>各系統在模擬場次中的平均結果與離散程度，並列比較</translation>
    </message>
    <message>
        <source>The bankroll hand by hand over a session: the middle path and the spread of the sessions</source>
        <translation>一個場次中逐局的本金：中位走勢與各場次的分布範圍</translation>
    </message>
    <message>
        <source>How many sessions ended at each result, from the worst loss to the best win</source>
        <translation>各種結果的場次數，從最大虧損到最大獲利</translation>
    </message>
    <message>
        <source>Does a betting system beat the house edge? Tick one system, or several to compare them, set the bet and the money and press Run: the lab plays thousands of sessions through real shoes (the same shoes for every system) and shows what each system does to a bankroll.</source>
        <translation>投注系統能打敗莊家優勢嗎？勾選一種系統，或勾選多種加以比較，設定下注與資金後按「執行」：實驗室會以真實的牌靴（每種系統使用相同的牌靴）模擬數千個場次，顯示每種系統對本金的影響。</translation>
    </message>
    <message>
        <source>The average of every session's result (the bankroll at the end less the start)</source>
        <translation>所有場次結果的平均值（結束時的本金減去開始時的本金）</translation>
    </message>
    <message>
        <source>The house edge times the average amount wagered: what the rules say a session loses on average</source>
        <translation>莊家優勢乘以平均下注總額：依規則一個場次平均會輸掉的金額</translation>
    </message>
    <message>
        <source>The average of the stakes a session put on the table</source>
        <translation>每個場次下注總額的平均值</translation>
    </message>
    <message>
        <source>Sessions that ended with more money than they started with</source>
        <translation>結束時資金多於開始時的場次</translation>
    </message>
    <message>
        <source>Sessions that ended unable to cover the table minimum</source>
        <translation>結束時資金已不夠最低注的場次</translation>
    </message>
    <message>
        <source>Sessions in which the system asked for more than the table maximum (the stake was capped)</source>
        <translation>系統要求的下注超過最高注的場次（下注額被限為最高注）</translation>
    </message>
    <message>
        <source>The longest run of lost bets in a typical session / in the worst session</source>
        <translation>最長連輸注數：典型場次 / 最差場次</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Betting systems (one or more)</source>
        <translation>投注系統（可選多個）</translation>
    </message>
    <message>
        <source>Betting systems</source>
        <translation>投注系統</translation>
    </message>
    <message>
        <source>Tick one system, or several to compare them</source>
        <translation>勾選一種系統，或勾選多種加以比較</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>{n} decks</source>
        <translation>{n}副牌</translation>
    </message>
    <message>
        <source>Bet on</source>
        <translation>投注</translation>
    </message>
    <message>
        <source>Unit, $</source>
        <translation>基本注碼（$）</translation>
    </message>
    <message>
        <source>Bankroll, $</source>
        <translation>本金（$）</translation>
    </message>
    <message>
        <source>Stop-win, $</source>
        <translation>停利（$）</translation>
    </message>
    <message>
        <source>Stop-loss, $</source>
        <translation>停損（$）</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>場次數</translation>
    </message>
    <message>
        <source>Hands each</source>
        <translation>每場局數</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>The base stake: every system counts its bets in units</source>
        <translation>基本下注額：各系統都以它為單位計算下注</translation>
    </message>
    <message>
        <source>The money each session starts with</source>
        <translation>每個場次開始時的資金</translation>
    </message>
    <message>
        <source>Leave a session once this much ahead (empty: never)</source>
        <translation>贏到這個數額即離場（留空：不離場）</translation>
    </message>
    <message>
        <source>Leave a session once this much behind (empty: never)</source>
        <translation>輸到這個數額即離場（留空：不離場）</translation>
    </message>
    <message>
        <source>Hands per session at most: a session ends sooner if the money runs out</source>
        <translation>每個場次最多的局數：資金用完時場次會提前結束</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Choose a row to see that system's bankroll and results in the other tabs</source>
        <translation>選擇一列，即可在其他分頁查看該系統的本金走勢與結果</translation>
    </message>
    <message>
        <source>Which system this chart shows (or choose its row under Side by side)</source>
        <translation>此圖表顯示的系統（也可在「並列比較」中選擇它的那一列）</translation>
    </message>
    <message>
        <source>System shown</source>
        <translation>顯示的系統</translation>
    </message>
    <message>
        <source>Preparing the simulator (the first run on a computer takes a few seconds)…</source>
        <translation>正在準備模擬器（在一台電腦上首次執行需要幾秒鐘）…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>執行中…</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <source>Cancelled: {done} of {total} sessions ran, in {seconds}. The figures count those.</source>
        <translation>已取消：{total}個場次中執行了{done}個，耗時{seconds}。統計只計入這些場次。</translation>
    </message>
    <message>
        <source>{done} sessions in {seconds}.</source>
        <translation>{done}個場次，耗時{seconds}。</translation>
    </message>
    <message>
        <source>Cancelled before any session finished.</source>
        <translation>已取消：尚未有任何場次完成。</translation>
    </message>
    <message>
        <source>{done} of {total} sessions</source>
        <translation>{done} / {total} 個場次</translation>
    </message>
    <message>
        <source>give {what} in dollars, for example 10 or 12.50</source>
        <translation>請以美元填寫{what}，例如 10 或 12.50。</translation>
    </message>
    <message>
        <source>{what} of “{text}” is not an amount in dollars (for example 10 or 12.50)</source>
        <translation>{what}「{text}」不是美元金額（例如 10 或 12.50）。</translation>
    </message>
    <message>
        <source>the lab stopped</source>
        <translation>模擬已中止</translation>
    </message>
    <message>
        <source>tick at least one betting system</source>
        <translation>請至少勾選一種投注系統。</translation>
    </message>
    <message>
        <source>{system} bets Banker or Player, not {bet}: choose one of them as the bet, or untick {system}</source>
        <translation>{system}只押莊或閒，不能押{bet}：請選擇莊或閒作為投注，或取消勾選{system}。</translation>
    </message>
    <message>
        <source>a unit</source>
        <translation>基本注碼</translation>
    </message>
    <message>
        <source>a bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>a stop-win</source>
        <translation>停利金額</translation>
    </message>
    <message>
        <source>a stop-loss</source>
        <translation>停損金額</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} 分鐘</translation>
    </message>
    <message>
        <source>At the {variant} table the sessions run on the reference engine, about {rate} hands a second (the fast simulator has no lit cards, fee or raise): this run would take about {took}.</source>
        <translation>在{variant}桌，場次以參考引擎執行，每秒約 {rate} 局（快速模擬器不支援倍數牌、手續費或加注）：這次執行約需 {took}。</translation>
    </message>
    <message>
        <source>Player and Banker are raised by the published play: the coach's choice on a full shoe for the cards shown (the Rules and payouts dialog shows it).</source>
        <translation>閒和莊依公開的打法加注：即滿靴時教練針對亮出的牌所作的選擇（見「規則與賠率」對話框）。</translation>
    </message>
    <message>
        <source>the lab stopped: {error}</source>
        <translation>模擬已中止：{error}</translation>
    </message>
    <message numerus="yes">
        <source>{n:,} hand(s)</source>
        <translation>
            <numerusform>{n:,}局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n:,} session(s)</source>
        <translation>
            <numerusform>{n:,}個場次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} session(s) picked at random</source>
        <translation>
            <numerusform>隨機抽取的{n}個場次</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Live pace</source>
        <translation>標準速度</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>極速</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>經典</translation>
    </message>
    <message>
        <source>No Commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>EZ Baccarat</source>
        <translation>EZ百家樂</translation>
    </message>
    <message>
        <source>Squeeze</source>
        <translation>咪牌</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>倍數</translation>
    </message>
    <message>
        <source>Peek</source>
        <translation>看牌</translation>
    </message>
    <message>
        <source>My table {number}</source>
        <translation>我的牌桌{number}</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>離座</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Leave the table: your own shoe comes, with the same rules</source>
        <translation>離座：換上您自己的牌靴，規則不變</translation>
    </message>
    <message>
        <source>Back to {table}</source>
        <translation>返回{table}</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>返回牌桌</translation>
    </message>
    <message>
        <source>Sit down at {table}</source>
        <translation>入座：{table}</translation>
    </message>
    <message>
        <source>Leave {table}</source>
        <translation>離開{table}</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>您的牌桌</translation>
    </message>
    <message>
        <source>Shuffling: a new shoe is coming</source>
        <translation>洗牌中：新牌靴即將開始</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>大廳</translation>
    </message>
    <message>
        <source>Every table deals on while you choose: read its roads, then sit down where you like.</source>
        <translation>您挑選時，每張牌桌都在繼續發牌：看看路單，再選一桌入座。</translation>
    </message>
    <message>
        <source>Set up a table…</source>
        <translation>開設牌桌…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Set up a table</source>
        <translation>開設牌桌</translation>
    </message>
    <message>
        <source>Squeeze: the cards of the side you bet most on come face down</source>
        <translation>咪牌：您下注最多那一方的牌以暗牌發出</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Table minimum</source>
        <translation>最低注</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>最高注</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Add to the lobby</source>
        <translation>加入大廳</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>{low} – {high}</source>
        <translation>{low} – {high}</translation>
    </message>
    <message>
        <source>Shuffling</source>
        <translation>洗牌中</translation>
    </message>
    <message>
        <source>Shoe {shoe}</source>
        <translation>第{shoe}靴</translation>
    </message>
    <message>
        <source>Shoe {shoe} · your table</source>
        <translation>第{shoe}靴 · 您的牌桌</translation>
    </message>
    <message>
        <source>{table}, {limits}</source>
        <translation>{table}，{limits}</translation>
    </message>
    <message>
        <source>Banker {banker}, Player {player}, Tie {tie}</source>
        <translation>莊 {banker}，閒 {player}，和 {tie}</translation>
    </message>
    <message>
        <source>{shoe}, {hands}</source>
        <translation>{shoe}，{hands}</translation>
    </message>
    <message>
        <source>Last results: {results} (latest)</source>
        <translation>最近結果（由舊到新）：{results}</translation>
    </message>
    <message>
        <source>Big Road: {road}</source>
        <translation>大路：{road}</translation>
    </message>
    <message>
        <source>You sit at this table: Enter takes you back to it, {keys} leaves it</source>
        <translation>您在這張牌桌入座：按 Enter 返回牌桌，按 {keys} 離座</translation>
    </message>
    <message>
        <source>You sit at this table: Enter takes you back to it</source>
        <translation>您在這張牌桌入座：按 Enter 返回牌桌</translation>
    </message>
    <message>
        <source>Enter sits down at this table</source>
        <translation>按 Enter 在此桌入座</translation>
    </message>
    <message>
        <source>&amp;Lobby</source>
        <translation>大廳(&amp;L)</translation>
    </message>
    <message>
        <source>Finish the hand being dealt before changing tables</source>
        <translation>請先完成正在發的這一局，再換桌</translation>
    </message>
    <message numerus="yes">
        <source>Seated at {table} · {n} hand(s) of this shoe dealt</source>
        <translation>
            <numerusform>已入座{table} · 本靴已發{n}局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} deck(s)</source>
        <translation>
            <numerusform>{n}副牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s)</source>
        <translation>
            <numerusform>{n}局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Luck</name>
    <message>
        <source>How lucky was I?</source>
        <translation>我的運氣如何？</translation>
    </message>
    <message>
        <source>Deal your own bets again, hand by hand, on thousands of fresh shoes (in the background),
and see how your real result compares. Gold dashes: what the rules expect.</source>
        <translation>在數千個全新的牌靴上，逐局重下您自己的注（在背景執行），
看看您的實際結果落在什麼位置。金色虛線：依規則的期望值。</translation>
    </message>
    <message>
        <source>How lucky was I failed</source>
        <translation>「我的運氣如何」執行失敗</translation>
    </message>
    <message>
        <source>No hands to replay: choose sessions or dates with hands in them.</source>
        <translation>沒有可重播的牌局：請選擇有牌局的場次或日期。</translation>
    </message>
    <message>
        <source>That was for the hands chosen before. Press again for the {n} shown now.</source>
        <translation>以上結果針對先前選擇的牌局。再按一次，計算現在顯示的{n}局。</translation>
    </message>
    <message>
        <source>expected {amount}</source>
        <translation>期望值 {amount}</translation>
    </message>
    <message>
        <source>90% of replays between {low} and {high}</source>
        <translation>90%的重播結果介於{low}和{high}之間</translation>
    </message>
    <message>
        <source>you</source>
        <translation>您</translation>
    </message>
    <message numerus="yes">
        <source>Real result {result} over {n} hand(s)</source>
        <translation>
            <numerusform>{n}局的實際結果 {result}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replay your own bets on these {n} hand(s) over {shoes} fresh shoes, and see where your result falls.</source>
        <translation>
            <numerusform>用{shoes}個全新的牌靴重播您在這{n}局中的下注，看看您的結果落在什麼位置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaying your stakes on {n} hand(s)…{done}</source>
        <translation>
            <numerusform>正在重播您在{n}局中的下注…{done}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your result was better than {percent}% of {replays} session(s) with the same bets</source>
        <translation>
            <numerusform>在{replays}個下注相同的場次中，您的結果優於其中{percent}%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s) left out: a bet this version does not know</source>
        <translation>
            <numerusform>略去{n}局：其中有本版本無法辨識的注</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>{what} must be a whole number of cents, not {value}</source>
        <translation>{what}須為整數分，而不是{value}。</translation>
    </message>
    <message>
        <source>{what} cannot be negative (got {amount})</source>
        <translation>{what}不能為負數（目前為{amount}）。</translation>
    </message>
    <message>
        <source>{what} must be at least {minimum} (got {amount})</source>
        <translation>{what}至少須為{minimum}（目前為{amount}）。</translation>
    </message>
    <message>
        <source>{what} of {amount} is more than {most}, the most any amount can be in Baccarat Desktop</source>
        <translation>{what}{amount}超過了{most}，這是本遊戲中任何金額的上限。</translation>
    </message>
</context>
<context>
    <name>Multiplier</name>
    <message>
        <source>{bet} is not a bet of the multiplier table</source>
        <translation>{bet}不是倍數桌的投注</translation>
    </message>
    <message>
        <source>The stake</source>
        <translation>下注額</translation>
    </message>
    <message>
        <source>bets of {total} and their fee of {fee} are more than your bankroll of {bankroll}</source>
        <translation>下注總額{total}加手續費{fee}，超過您的本金{bankroll}</translation>
    </message>
    <message>
        <source>The multiplier table</source>
        <translation>倍數桌</translation>
    </message>
    <message>
        <source>Every bet costs a fee of {fee} of its stake, paid beside it and kept on a push. When betting closes and before the first card, 1 to 5 cards (rank and suit, drawn from a virtual 52-card deck) are lit, each with a multiplier. A winning Player or Banker bet pays its base payout times the multipliers of the lit cards in its hand (two copies of a lit card both count); Tie pays its base times those of every lit card in both hands; a pair its base times those of the pair's two cards. Our weights are published here, so every bet's value is known exactly:</source>
        <translation>每注須另付下注額{fee}的手續費，與下注額分開支付，即使退注也不退還。停止下注後、發第一張牌之前，從一副虛擬的52張牌中抽出1至5張倍數牌（點數與花色都算），每張各帶一個倍數。閒或莊贏時，以基本賠率乘以該方手中倍數牌的倍數派彩（同一張倍數牌出現兩張，兩張都計）；和局以基本賠率乘以雙方手中所有倍數牌的倍數派彩；對子以基本賠率乘以組成對子的兩張牌的倍數派彩。我們在此公開抽牌的機率，因此每注的價值都能精確算出：</translation>
    </message>
    <message>
        <source>Cards lit</source>
        <translation>倍數牌張數</translation>
    </message>
    <message>
        <source>How many cards are lit</source>
        <translation>抽出幾張倍數牌</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>倍數</translation>
    </message>
    <message>
        <source>What each lit card multiplies by</source>
        <translation>每張倍數牌的倍數</translation>
    </message>
    <message>
        <source>Multiplier table: what each bet returns</source>
        <translation>倍數桌：各注的報酬</translation>
    </message>
    <message>
        <source>Each bet's fee, base and best pay, and its exact return per dollar paid</source>
        <translation>各注的手續費、基本賠率、最高賠率，以及每付出 $1 的精確報酬</translation>
    </message>
    <message>
        <source>working out…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Returns are for the first hand of a full {decks}-deck shoe, per $1 paid out (the stake and its fee); the house edge is what a dollar paid loses on average. The best pay is every card the bet reads lit at ×{top}.</source>
        <translation>報酬以滿靴{decks}副牌的第一局計算，以每付出 $1（下注額加手續費）計；莊家優勢即每付出 $1 平均輸掉的金額。最高賠率指該注計入的每張牌都是 ×{top} 倍數牌時的賠率。</translation>
    </message>
    <message>
        <source>Pricing the multiplier table failed</source>
        <translation>倍數桌的報酬計算失敗</translation>
    </message>
    <message>
        <source>not worked out</source>
        <translation>未能算出</translation>
    </message>
    <message>
        <source>Exactly {fraction} of each dollar paid</source>
        <translation>精確值：每付出 $1 報酬 {fraction}</translation>
    </message>
    <message>
        <source>{where}: {card}, lit times {multiplier}</source>
        <translation>{where}：{card}，倍數牌 {multiplier} 倍</translation>
    </message>
    <message>
        <source>Lit cards: {cards}</source>
        <translation>倍數牌：{cards}</translation>
    </message>
    <message>
        <source>{card} times {multiplier}</source>
        <translation>{card} {multiplier} 倍</translation>
    </message>
    <message>
        <source>{bet} multiplied {product} times by {cards}</source>
        <translation>{bet}獲{cards}加乘，共 {product} 倍</translation>
    </message>
    <message>
        <source>{bet} multiplied {product} times by {cards}, pays {amount}</source>
        <translation>{bet}獲{cards}加乘，共 {product} 倍，派彩 {amount}</translation>
    </message>
    <message>
        <source>Lit cards</source>
        <translation>倍數牌</translation>
    </message>
    <message>
        <source>{bet} {times} ({cards}) pays {amount}</source>
        <translation>{bet} {times}（{cards}）派彩 {amount}</translation>
    </message>
    <message>
        <source>{bet} {times} ({cards})</source>
        <translation>{bet} {times}（{cards}）</translation>
    </message>
    <message>
        <source>fee {amount}</source>
        <translation>手續費 {amount}</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>報酬率</translation>
    </message>
    <message>
        <source>Return: what each dollar paid out on a bet, its stake and its {fee}% fee, brings back on average, with the lit cards priced in (the published weights of how many are lit and what they multiply by). Below 100% the house keeps the rest.</source>
        <translation>報酬率：每注付出的每 $1（下注額及其 {fee}% 手續費）平均能拿回多少，已計入倍數牌（公開的倍數牌張數與倍數機率）。低於 100% 的部分歸莊家。</translation>
    </message>
    <message>
        <source>What the cards left are worth: what each bet returns in the next hand, lit cards and fee included</source>
        <translation>餘牌的價值：下一局各注的報酬率，已計入倍數牌與手續費</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>The chance that Banker wins the next hand</source>
        <translation>下一局莊贏的機率</translation>
    </message>
    <message>
        <source>The chance that Player wins the next hand</source>
        <translation>下一局閒贏的機率</translation>
    </message>
    <message>
        <source>The chance that the next hand is a Tie</source>
        <translation>下一局為和局的機率</translation>
    </message>
    <message>
        <source>What each bet is worth</source>
        <translation>每注的價值</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <source>per {chip}</source>
        <translation>每 {chip}</translation>
    </message>
    <message>
        <source>Positive before</source>
        <translation>此前有利</translation>
    </message>
    <message>
        <source>{mark} {explanation}.</source>
        <translation>{mark} {explanation}。</translation>
    </message>
    <message>
        <source>{cards} (the burned and those behind the cut card included)</source>
        <translation>{cards}（含燒掉的牌和切牌卡後的牌）</translation>
    </message>
    <message>
        <source>What the cards left are worth: the average result of $100 on each bet in the next hand</source>
        <translation>餘牌的價值：下一局每種下注 $100 的平均結果</translation>
    </message>
    <message>
        <source>{bet} favours you now: the cards left make it return {value} per {stake} on average</source>
        <translation>{bet}目前對您有利：按餘牌計算，每 {stake} 平均回報 {value}</translation>
    </message>
    <message>
        <source>{bet} favoured the player then: the cards left made it return {value} per {stake} on average</source>
        <translation>{bet}當時對玩家有利：按當時的餘牌計算，每 {stake} 平均回報 {value}</translation>
    </message>
    <message>
        <source>{count} of {hands}</source>
        <translation>{count}/{hands}</translation>
    </message>
    <message>
        <source>Your {staked} on {bet}: worth making ({value} per {stake} on average)</source>
        <translation>您在{bet}下注 {staked}：值得（每 {stake} 平均 {value}）</translation>
    </message>
    <message>
        <source>Your {staked} on {bet}: not worth making ({value} per {stake} on average)</source>
        <translation>您在{bet}下注 {staked}：不值得（每 {stake} 平均 {value}）</translation>
    </message>
    <message>
        <source>the odds could not be worked out</source>
        <translation>無法計算機率</translation>
    </message>
    <message>
        <source>The shoe is finished: the next hand comes from a new shoe (priced once its burn shows).</source>
        <translation>本靴已結束：下一局使用新牌靴（燒牌亮出後計算機率）。</translation>
    </message>
    <message>
        <source>A new shoe: the odds show once its burn card is turned.</source>
        <translation>新牌靴：燒牌翻開後顯示機率。</translation>
    </message>
    <message>
        <source>Working out the odds of the cards left…</source>
        <translation>正在計算餘牌機率…</translation>
    </message>
    <message>
        <source>Bringing the odds up to the hands just shown…</source>
        <translation>正在依剛發的牌局更新機率…</translation>
    </message>
    <message>
        <source>The odds cannot be worked out for this shoe: {error}</source>
        <translation>無法計算本靴的機率：{error}</translation>
    </message>
    <message>
        <source>The odds before this hand cannot be read: {error}</source>
        <translation>無法讀取本局之前的機率：{error}</translation>
    </message>
    <message>
        <source>This hand's shoe is not stored, so its odds cannot be worked out.</source>
        <translation>本局所在牌靴未儲存，無法計算其機率。</translation>
    </message>
    <message>
        <source>Working out the odds before this hand…</source>
        <translation>正在計算本局之前的機率…</translation>
    </message>
    <message>
        <source>The odds before this hand cannot be worked out: {error}</source>
        <translation>無法計算本局之前的機率：{error}</translation>
    </message>
    <message numerus="yes">
        <source>Positive before: how many of this shoe's {hands} hand(s) (the next included) each bet was worth making before. Most never are; a few side bets can be, late in a shoe.</source>
        <translation>
            <numerusform>此前有利：本靴 {hands} 局中（含下一局），各注在開局前值得下注的局數。多數下注從未有利；少數邊注在一靴的後段可能有利。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} card(s) left unseen</source>
        <translation>
            <numerusform>尚有 {n} 張牌未現</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Peek</name>
    <message>
        <source>Keep</source>
        <translation>維持原注</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>雙倍</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>三倍</translation>
    </message>
    <message>
        <source>{bet} cannot be raised at the Peek table</source>
        <translation>看牌桌上{bet}不能加注</translation>
    </message>
    <message>
        <source>The stake</source>
        <translation>下注額</translation>
    </message>
    <message>
        <source>The raised bet</source>
        <translation>加注後的下注額</translation>
    </message>
    <message>
        <source>There is no Player or Banker bet to raise.</source>
        <translation>沒有可加注的閒或莊下注。</translation>
    </message>
    <message>
        <source>{choice} would put {amount} on {bet}, over the table maximum of {maximum}.</source>
        <translation>選擇{choice}會在{bet}上押{amount}，超過最高注{maximum}。</translation>
    </message>
    <message>
        <source>{choice} needs {more} more and only {left} of your bankroll is left.</source>
        <translation>選擇{choice}還需要{more}，但您的本金只剩{left}。</translation>
    </message>
    <message>
        <source>{choice} could take you past your session loss limit of {limit}.</source>
        <translation>選擇{choice}可能使您超過本場停損上限{limit}。</translation>
    </message>
    <message>
        <source>{choice} could lift your bankroll above {most}, the most Baccarat Desktop can hold.</source>
        <translation>選擇{choice}後若贏，本金可能超過{most}，即Baccarat Desktop能記錄的上限。</translation>
    </message>
    <message>
        <source>at the Peek table you back Player or Banker, not both: the raise goes on one of them</source>
        <translation>看牌桌上只能押閒或莊，不能兩邊都押：加注只加在其中一方</translation>
    </message>
    <message>
        <source>a Peek table shows 1 or 2 of the first four cards, not {cards}: with 3 or 4 shown the player would beat the house by 15 to 30% of the stake despite its 20% fee</source>
        <translation>看牌桌只亮出前四張牌中的1或2張，不能是{cards}張：若亮出3或4張，即使收取20%手續費，玩家仍會佔有下注額15%至30%的優勢</translation>
    </message>
    <message>
        <source>Player's first card</source>
        <translation>閒方第一張牌</translation>
    </message>
    <message>
        <source>Player's first card and Banker's first card</source>
        <translation>閒方第一張牌和莊方第一張牌</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>亮牌張數</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <source>Coach triples</source>
        <translation>教練選三倍</translation>
    </message>
    <message>
        <source>Net per $1 staked</source>
        <translation>每押 $1 的淨輸贏</translation>
    </message>
    <message>
        <source>Return per $1 paid</source>
        <translation>每付 $1 的報酬</translation>
    </message>
    <message>
        <source>The Peek table</source>
        <translation>看牌桌</translation>
    </message>
    <message>
        <source>A bet on Player or Banker costs a fee of 20% of its stake, paid beside it and kept whatever happens. Back one of them, not both. After the first four cards are dealt, this table turns {shown} face up; you then keep your bet, double it or triple it, with no fee on the raise, and the coup finishes by the usual drawing rules. Player pays {player} and Banker {banker}; a Tie pushes them. Tie is bet as at the Commission table, with no fee and no raise; there are no side bets.</source>
        <translation>押閒或莊須另付下注額20%的手續費，與下注額分開支付，無論結果如何都不退還。只能押其中一方，不能兩邊都押。頭四張牌發出後，本桌將{shown}翻開；然後您可以維持原注、雙倍或三倍下注，加注部分不收手續費，這一局再依常規補牌規則完成。閒{player}，莊{banker}；和局時退回閒、莊的本金。和的下注與佣金桌相同，不收手續費，也不能加注；本桌沒有邊注。</translation>
    </message>
    <message>
        <source>The coach (What should I do? on the felt) works out exactly what one dollar in play is worth from the cards shown and the cards left in the shoe: triple when it is worth more than nothing, keep otherwise. Doubling is never best, and the fee, already paid, never changes the choice. From a full shoe, with one card shown: triple Player on a 6 to 9, Banker on a 0 to 5. With two: triple the hand whose first card is higher, keep when they are equal (between small cards the higher needs a margin).</source>
        <translation>教練（牌桌上的「我該怎麼做？」）根據亮出的牌和牌靴中的餘牌，精確算出在場每 $1 下注的價值：價值大於零就三倍，否則維持原注。雙倍從來不是最佳選擇；手續費已經付出，不會改變選擇。滿靴時亮出一張牌：閒方第一張牌為6至9點，押閒就三倍；為0至5點，押莊就三倍。亮出兩張牌：哪一方的第一張牌較大，押該方就三倍；兩張相同則維持原注（兩張都是小牌時，較大的一方須大出一定差距）。</translation>
    </message>
    <message>
        <source>Peek table: what each bet returns with the coach's play</source>
        <translation>看牌桌：依教練的打法，各注的報酬</translation>
    </message>
    <message>
        <source>{cards} (this table)</source>
        <translation>{cards}（本桌）</translation>
    </message>
    <message>
        <source>working out…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Exact figures for the first hand of a full {decks}-deck shoe with the coach's play: the net is per dollar of the original stake, the fee included; the return is per dollar paid out on average (stake, fee and raises). A table that showed three or four cards would pay the player more than it takes, so tables show one or two.</source>
        <translation>以滿靴{decks}副牌的第一局、依教練的打法計算的精確數字：淨輸贏以原下注額每 $1 計，已含手續費；報酬以平均每付出 $1（下注額、手續費及加注）計。牌桌若亮出三或四張牌，付給玩家的會比收進的多，所以牌桌只亮出一或兩張。</translation>
    </message>
    <message>
        <source>Pricing the Peek table failed</source>
        <translation>看牌桌的報酬計算失敗</translation>
    </message>
    <message>
        <source>not worked out</source>
        <translation>未能算出</translation>
    </message>
    <message>
        <source>Exactly {fraction} per dollar staked</source>
        <translation>精確值：每押 $1 淨輸贏 {fraction}</translation>
    </message>
    <message>
        <source>Exactly {fraction} of each dollar paid</source>
        <translation>精確值：每付出 $1 報酬 {fraction}</translation>
    </message>
    <message>
        <source>1 card: Player's first</source>
        <translation>1張：閒方第一張</translation>
    </message>
    <message>
        <source>2 cards: Player's and Banker's first</source>
        <translation>2張：閒方和莊方的第一張</translation>
    </message>
    <message>
        <source>How many of the first four cards a Peek table shows before you keep, double or triple</source>
        <translation>看牌桌在您選擇維持原注、雙倍或三倍之前，亮出頭四張牌中的幾張</translation>
    </message>
    <message>
        <source>Peek shows</source>
        <translation>看牌張數</translation>
    </message>
    <message>
        <source>Key {key}; not offered: {why}</source>
        <translation>按鍵 {key}；不可選：{why}</translation>
    </message>
    <message>
        <source>{place}: {card}</source>
        <translation>{place}：{card}</translation>
    </message>
    <message>
        <source>{choice}: worth {value} on your {stake} bet</source>
        <translation>{choice}：您 {stake} 的下注價值 {value}</translation>
    </message>
    <message>
        <source>{line} (not offered)</source>
        <translation>{line}（不可選）</translation>
    </message>
    <message>
        <source>Best: Keep. The cards shown are against {bet}: risk no more on it.</source>
        <translation>最佳：維持原注。亮出的牌對{bet}不利：不要再加碼。</translation>
    </message>
    <message>
        <source>Best: Triple. The cards shown favour {bet}: each dollar in play is worth {gain}.</source>
        <translation>最佳：三倍。亮出的牌對{bet}有利：每 $1 下注價值 {gain}。</translation>
    </message>
    <message>
        <source>Best: Double. The cards shown favour {bet} (each dollar in play is worth {gain}), and a triple cannot be offered.</source>
        <translation>最佳：雙倍。亮出的牌對{bet}有利（每 $1 下注價值 {gain}），但三倍不可選。</translation>
    </message>
    <message>
        <source>What should I do?</source>
        <translation>我該怎麼做？</translation>
    </message>
    <message>
        <source>{choice} your bet</source>
        <translation>選擇{choice}</translation>
    </message>
    <message>
        <source>Keep, double or triple your {stake} on {bet}?</source>
        <translation>您在{bet}上的 {stake}：維持原注、雙倍還是三倍？</translation>
    </message>
    <message>
        <source>worth {value}</source>
        <translation>價值 {value}</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>不可選</translation>
    </message>
    <message>
        <source>Keep, double or triple first: the hand waits for your choice</source>
        <translation>請先選擇維持原注、雙倍或三倍：這一局正在等您決定</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>this table does not offer {bet}</source>
        <translation>本檯不提供{bet}</translation>
    </message>
    <message>
        <source>{bet} is closed for the last hand of the shoe: the cut card has come out</source>
        <translation>切牌卡已出，本靴最後一局不接受{bet}</translation>
    </message>
    <message>
        <source>a bet on {bet} cannot be negative</source>
        <translation>{bet}的注額不能為負數</translation>
    </message>
    <message>
        <source>{amount} on {bet} is under the minimum of {minimum}</source>
        <translation>{bet}下注{amount}，低於最低注{minimum}</translation>
    </message>
    <message>
        <source>{amount} on {bet} is over the maximum of {maximum}</source>
        <translation>{bet}下注{amount}，超過最高注{maximum}</translation>
    </message>
    <message>
        <source>bets of {total} are more than your bankroll of {bankroll}</source>
        <translation>下注總額{total}超過您的本金{bankroll}</translation>
    </message>
    <message>
        <source>a win on these bets could lift your bankroll above {most}, the most Baccarat Desktop can hold: bet less</source>
        <translation>這些注若贏，本金可能超過{most}，即Baccarat Desktop能記錄的上限：請減少下注</translation>
    </message>
    <message>
        <source>you have reached your session loss limit of {limit}: betting is stopped for this session</source>
        <translation>您已達到本場停損上限{limit}：本場停止下注</translation>
    </message>
    <message>
        <source>bets of {staked} could take you past your session loss limit (at most {allowance} more can be lost)</source>
        <translation>下注{staked}可能超出本場停損上限（最多還能再輸{allowance}）</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <source>No Commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>EZ Baccarat</source>
        <translation>EZ百家樂</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>倍數</translation>
    </message>
    <message>
        <source>Peek</source>
        <translation>看牌</translation>
    </message>
    <message>
        <source>{decks} decks, {variant}, Tie {tie}</source>
        <translation>{decks}副牌，{variant}，和局{tie}</translation>
    </message>
    <message>
        <source>{percent} (1 in {count})</source>
        <translation>{percent}（約 1/{count}）</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <source>Pays when</source>
        <translation>派彩條件</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>賠率</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>莊家優勢</translation>
    </message>
    <message>
        <source>Rules and payouts</source>
        <translation>規則與賠率</translation>
    </message>
    <message>
        <source>How a hand is dealt</source>
        <translation>一局如何發牌</translation>
    </message>
    <message>
        <source>&lt;b&gt;Punto Banco&lt;/b&gt;, {rules}. Cards count face value, aces 1, tens and court cards 0; a hand's total is the last digit of its sum. Player and Banker get two cards each (Player, Banker, Player, Banker). A two-card 8 or 9 is a &lt;i&gt;natural&lt;/i&gt;: both hands stand. Otherwise Player draws on 0–5 and stands on 6–7, and Banker acts by the table below.</source>
        <translation>&lt;b&gt;百家樂&lt;/b&gt;，{rules}。牌按面值計點，A 計 1 點，10 和人頭牌（J、Q、K）計 0 點；一手牌的點數取各牌點數總和的個位數。閒、莊各發兩張牌（依序為閒、莊、閒、莊）。頭兩張牌合計 8 或 9 點為&lt;i&gt;例牌&lt;/i&gt;：雙方都不補牌。否則閒 0–5 點補牌、6–7 點停牌，莊依下表補牌或停牌。</translation>
    </message>
    <message>
        <source>Banker's drawing rules</source>
        <translation>莊補牌規則</translation>
    </message>
    <message>
        <source>Rows: Banker's total; columns: Player's third card or 'stood'</source>
        <translation>列：莊的點數；欄：閒的第三張牌，或「閒停牌」</translation>
    </message>
    <message>
        <source>Player stood</source>
        <translation>閒停牌</translation>
    </message>
    <message>
        <source>Banker {total}</source>
        <translation>莊{total}點</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>補牌</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>停牌</translation>
    </message>
    <message>
        <source>Banker's action by Banker's total (rows) and the value of Player's third card (columns):</source>
        <translation>莊是否補牌，取決於莊的點數（列）和閒第三張牌的點數（欄）：</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>各類投注</translation>
    </message>
    <message>
        <source>What each pays and how often, exactly, for the first hand of a full {decks}-deck shoe at this table ({variant}). Choose the side bets a table offers in Settings.</source>
        <translation>以本檯（{variant}）滿靴 {decks} 副牌的第一局計算，每種投注的賠率及其準確的出現機率。牌桌提供哪些邊注，可在設定中選擇。</translation>
    </message>
    <message>
        <source>Bets and payouts</source>
        <translation>投注與賠率</translation>
    </message>
    <message>
        <source>Each bet's pay lines with their probability and house edge</source>
        <translation>每種投注的派彩項目、機率與莊家優勢</translation>
    </message>
    <message>
        <source>Limits and the shoe</source>
        <translation>檯限與牌靴</translation>
    </message>
    <message>
        <source>Table limits: Player and Banker {table_min} to {table_max}; Tie and side bets {side_min} to {side_max}. A bet that pushes returns the stake; a win pays the stake times its payout, rounded down to the cent. The shoe is burned at the start (the first card shown, that many more burned face down) and the cut card leaves about 15 cards: when it comes out, one more hand is dealt, and Big and Small take no bets on it. Every shoe's order is fixed by a seed whose SHA-256 is shown before the first card and revealed at the end, so any shoe can be checked.</source>
        <translation>檯限：閒、莊 {table_min} 至 {table_max}；和及邊注 {side_min} 至 {side_max}。退注時退回本金；贏注按本金乘以賠率派彩，不足一分的部分捨去。每靴開始時先燒牌（翻開第一張牌，再依其點數將相應張數的牌面朝下燒掉），切牌卡之後約留 15 張牌：切牌卡出現後再發一局，這一局的大、小不接受投注。每靴牌的順序由一個種子決定，種子的 SHA-256 在發第一張牌前顯示，牌靴結束時公開種子，因此每一靴都可以驗證。</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>本檯提供</translation>
    </message>
    <message>
        <source>Not offered at this table (Settings, side bets)</source>
        <translation>本檯未提供（可在設定的邊注中開啟）</translation>
    </message>
    <message>
        <source>Otherwise</source>
        <translation>其他情況</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>輸</translation>
    </message>
    <message>
        <source>{bet} wins when {condition}.</source>
        <translation>{bet}：{condition}時贏。</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>手續費</translation>
    </message>
    <message>
        <source>Base pay</source>
        <translation>基本賠率</translation>
    </message>
    <message>
        <source>Best pay</source>
        <translation>最高賠率</translation>
    </message>
    <message>
        <source>Return per $1 paid</source>
        <translation>每付 $1 的報酬</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Ask Banker</source>
        <translation>莊問路</translation>
    </message>
    <message>
        <source>Ask Player</source>
        <translation>閒問路</translation>
    </message>
    <message>
        <source>{road} red</source>
        <translation>{road}紅</translation>
    </message>
    <message>
        <source>{road} blue</source>
        <translation>{road}藍</translation>
    </message>
    <message>
        <source>{road} —</source>
        <translation>{road} —</translation>
    </message>
    <message>
        <source>If Banker wins next: {marks}. Click to flash it in every road.</source>
        <translation>若下一局莊贏：{marks}。點擊可在各路單上閃示。</translation>
    </message>
    <message>
        <source>If Player wins next: {marks}. Click to flash it in every road.</source>
        <translation>若下一局閒贏：{marks}。點擊可在各路單上閃示。</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>珠盤路</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>大路</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>大眼仔</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>小路</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>曱甴路</translation>
    </message>
    <message>
        <source>B</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>P</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>T</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>B pairs</source>
        <translation>莊對</translation>
    </message>
    <message>
        <source>P pairs</source>
        <translation>閒對</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>最長連</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>連勝</translation>
    </message>
    <message>
        <source>red</source>
        <translation>紅</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <source>{item} (latest)</source>
        <translation>{item}（最新）</translation>
    </message>
    <message>
        <source>No hands yet</source>
        <translation>尚無牌局</translation>
    </message>
    <message>
        <source>{ties} before the first Banker or Player win</source>
        <translation>首次莊或閒贏之前有{ties}</translation>
    </message>
    <message>
        <source>No marks yet</source>
        <translation>尚無標記</translation>
    </message>
    <message>
        <source>Column {column}, row {row}: {what}</source>
        <translation>第{column}行，第{row}列：{what}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Column {column}</source>
        <translation>第{column}行</translation>
    </message>
    <message>
        <source>Row {row}</source>
        <translation>第{row}列</translation>
    </message>
    <message>
        <source>, Banker pair</source>
        <translation>，莊對</translation>
    </message>
    <message>
        <source>, Player pair</source>
        <translation>，閒對</translation>
    </message>
    <message>
        <source>, natural</source>
        <translation>，例牌</translation>
    </message>
    <message>
        <source>, with a tie</source>
        <translation>，含1次和局</translation>
    </message>
    <message>
        <source>, with {n} ties</source>
        <translation>，含{n}次和局</translation>
    </message>
    <message numerus="yes">
        <source>{count} hand(s): {results} (latest)</source>
        <translation>
            <numerusform>{count}局：{results}（最新）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} tie(s)</source>
        <translation>
            <numerusform>{n}次和局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>System language</source>
        <translation>系統語言</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Table rules (take effect in a new session)</source>
        <translation>牌桌規則（新場次生效）</translation>
    </message>
    <message>
        <source>8 decks</source>
        <translation>8副牌</translation>
    </message>
    <message>
        <source>6 decks</source>
        <translation>6副牌</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>{variant}: Banker pays {pays}</source>
        <translation>{variant}：莊{pays}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Tie pays</source>
        <translation>和局賠率</translation>
    </message>
    <message>
        <source>Table minimum (Player, Banker)</source>
        <translation>最低注（閒、莊）</translation>
    </message>
    <message>
        <source>Table maximum (Player, Banker)</source>
        <translation>最高注（閒、莊）</translation>
    </message>
    <message>
        <source>Side bet minimum (Tie, side bets)</source>
        <translation>邊注最低注（和、邊注）</translation>
    </message>
    <message>
        <source>Side bet maximum (Tie, side bets)</source>
        <translation>邊注最高注（和、邊注）</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>起始本金</translation>
    </message>
    <message>
        <source>Side bets offered (besides Tie; take effect in a new session)</source>
        <translation>提供的邊注（和以外；新場次生效）</translation>
    </message>
    <message>
        <source>{bet}: {pays}</source>
        <translation>{bet}：{pays}</translation>
    </message>
    <message>
        <source>{bet} wins when {condition}.</source>
        <translation>{bet}：{condition}時贏。</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>動畫速度</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>播放音效</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>聲音</translation>
    </message>
    <message>
        <source>Show the odds of the cards left</source>
        <translation>顯示剩餘牌的機率</translation>
    </message>
    <message>
        <source>A panel beside the scoreboard: what each bet is worth on the cards not yet seen in this shoe, updated after every hand (key O)</source>
        <translation>路單旁的面板：依本靴尚未發出的牌，計算每種投注的價值，每局後更新（按鍵 O）</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>Responsible play</source>
        <translation>負責任博彩</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分鐘</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Reality check every</source>
        <translation>遊戲時間提醒間隔</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不設限</translation>
    </message>
    <message>
        <source>Session loss limit</source>
        <translation>場次虧損上限</translation>
    </message>
    <message>
        <source>Accessibility and display</source>
        <translation>無障礙與顯示</translation>
    </message>
    <message>
        <source>Squeeze baccarat: the cards arrive face down and you peel them yourself (your side's cards, or every card); Off deals them face up</source>
        <translation>咪牌百家樂：牌面朝下發出，由您親手咪開（只咪您下注一方的牌，或全部的牌）；選「關閉」則牌面朝上發出</translation>
    </message>
    <message>
        <source>Squeeze</source>
        <translation>咪牌</translation>
    </message>
    <message>
        <source>Reduced: cards and chips appear and fade in place instead of flying across the felt; 'As the desktop asks' follows the system's reduce-motion choice where Qt can read it</source>
        <translation>減少：牌和籌碼在原處出現和淡出，不在檯面上飛過；「跟隨桌面設定」會在 Qt 能讀取時遵循系統的減少動態效果選項</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>動態效果</translation>
    </message>
    <message>
        <source>With shapes, the scoreboard's red marks are round and its blue marks square (Cockroach Pig: red \, blue /), so the roads read without telling red from blue</source>
        <translation>加上形狀後，路單的紅色標記為圓形、藍色標記為方形（曱甴路：紅為 \，藍為 /），不必分辨紅藍也能看路</translation>
    </message>
    <message>
        <source>Road marks</source>
        <translation>路單標記</translation>
    </message>
    <message>
        <source>The size of the text on the felt, the scoreboard, the panes, the menus and the dialogs</source>
        <translation>檯面、路單、面板、選單和對話框中文字的大小</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>文字大小</translation>
    </message>
    <message>
        <source>The language of the table, the menus and the dialogs; System language follows the desktop</source>
        <translation>牌桌、選單和對話框使用的語言；「系統語言」跟隨桌面設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>{variant} tables offer no side bets.</source>
        <translation>{variant}牌桌不提供邊注。</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}與{second}</translation>
    </message>
    <message>
        <source>{variant} tables usually offer {bets}.</source>
        <translation>{variant}牌桌通常提供{bets}。</translation>
    </message>
    <message>
        <source>Usual for {variant}</source>
        <translation>採用{variant}的常見邊注</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>My side's cards</source>
        <translation>我方的牌</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>所有牌</translation>
    </message>
    <message>
        <source>As the desktop asks</source>
        <translation>依照系統設定</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>Reduced</source>
        <translation>減少</translation>
    </message>
    <message>
        <source>Red and blue</source>
        <translation>紅與藍</translation>
    </message>
    <message>
        <source>Red and blue, with shapes</source>
        <translation>紅與藍，並以形狀區分</translation>
    </message>
    <message>
        <source>the starting bankroll</source>
        <translation>起始本金</translation>
    </message>
    <message>
        <source>the session loss limit</source>
        <translation>場次虧損上限</translation>
    </message>
</context>
<context>
    <name>ShoeOdds</name>
    <message>
        <source>Work out the odds</source>
        <translation>計算機率</translation>
    </message>
    <message>
        <source>Work out again</source>
        <translation>重新計算</translation>
    </message>
    <message>
        <source>Price every bet before each chosen hand from the cards then left in its shoe (in the background)</source>
        <translation>依每個所選牌局發牌前牌靴中剩餘的牌，計算每種注的價值（在背景執行）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Shoe odds, bet by bet</source>
        <translation>牌靴機率，逐注列出</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>注項</translation>
    </message>
    <message>
        <source>Positive before</source>
        <translation>正期望值的局數</translation>
    </message>
    <message>
        <source>Betting {stake} only then</source>
        <translation>只在那時下注{stake}</translation>
    </message>
    <message>
        <source>Per {stake}: average, best</source>
        <translation>每{stake}：平均、最佳</translation>
    </message>
    <message>
        <source>Every bet the tables you played at offered</source>
        <translation>您玩過的牌桌提供的每種注</translation>
    </message>
    <message>
        <source>Before how many of the chosen hands the bet was positive: for the cards then left in the shoe, it paid back more than it took on average</source>
        <translation>在所選牌局中，此注在多少局發牌前為正期望值：依當時牌靴中剩餘的牌，它平均返還的多於投入的</translation>
    </message>
    <message>
        <source>{stake} on the bet before each of those hands and no other: what it really returned, and what the odds said it would</source>
        <translation>只在這些局發牌前各押{stake}、其他局不押：實際的回報，以及依機率應有的回報</translation>
    </message>
    <message>
        <source>The bet's expectation for {stake} over every chosen hand (the house edge), and before the hand that suited it best</source>
        <translation>此注每{stake}在所有所選牌局上的期望值（即莊家優勢），以及在最有利的那一局之前的期望值</translation>
    </message>
    <message>
        <source>Never worth a bet</source>
        <translation>從不值得下注</translation>
    </message>
    <message>
        <source>{positive} of {hands} ({share})</source>
        <translation>{hands}中的{positive}局（{share}）</translation>
    </message>
    <message>
        <source>{result}
({expected})</source>
        <translation>{result}
（{expected}）</translation>
    </message>
    <message>
        <source> It won {won} of those {positive} bets.</source>
        <translation>這{positive}注中贏了{won}注。</translation>
    </message>
    <message>
        <source>None of {hands}</source>
        <translation>{hands}中沒有一局</translation>
    </message>
    <message>
        <source>{bet}: {positive}. {only_then}.{won} {usual}.</source>
        <translation>{bet}：{positive}。{only_then}。{won}{usual}。</translation>
    </message>
    <message>
        <source>Working out the shoe odds failed</source>
        <translation>計算牌靴機率失敗</translation>
    </message>
    <message>
        <source> Their rows are in gold.</source>
        <translation>這些注的列以金色標示。</translation>
    </message>
    <message>
        <source>No hands to price: choose sessions or dates with hands in them.</source>
        <translation>沒有可計算的牌局：請選擇有牌局的場次或日期。</translation>
    </message>
    <message>
        <source>About {seconds} s left.</source>
        <translation>約剩{seconds}秒。</translation>
    </message>
    <message>
        <source>That was for the hands chosen before. Press again to include the {n} played since.</source>
        <translation>以上結果針對先前選擇的牌局。再按一次，納入之後玩的{n}局。</translation>
    </message>
    <message>
        <source>That was for the hands chosen before. Press again to include the hands now shown.</source>
        <translation>以上結果針對先前選擇的牌局。再按一次，納入現在顯示的牌局。</translation>
    </message>
    <message>
        <source>{done} of {total} hands</source>
        <translation>{done} / {total} 局</translation>
    </message>
    <message>
        <source>Cancelled: nothing is shown for a part of the hands. Press again to start over.</source>
        <translation>已取消：只算了部分牌局，因此不顯示結果。再按一次重新開始。</translation>
    </message>
    <message>
        <source>Before each hand the game knows every card already dealt from the shoe, so it can work out exactly what each bet is worth for the cards still in it. A bet is positive when, for those cards, it pays back more than it takes on average. Most bets never are: the house keeps its edge. A few side bets (the pairs, Dragon 7, Panda 8) sometimes turn positive late in a shoe, when the cards left happen to suit them. The table shows how often each bet was positive before the hands chosen, and what $100 on it before each of those hands, and only those, would have returned. “Expected” is what those bets were worth by the odds; the gap between the two is luck.</source>
        <translation>每局發牌前，遊戲都知道牌靴中已發出的每一張牌，因此能依靴中剩餘的牌，精確算出每種注的價值。若依這些牌計算，一注平均返還的多於投入的，它就是正期望值。大多數注從來不會如此：莊家始終保有優勢。少數邊注（對子、龍7、熊貓8）有時會在牌靴後段、剩餘的牌恰好對它們有利時轉為正期望值。下表顯示在所選牌局中，每種注在多少局發牌前為正期望值，以及只在這些局（且僅在這些局）發牌前各押$100的實際回報。「期望值」是依機率這些注應有的價值；兩者之間的差距就是運氣。</translation>
    </message>
    <message>
        <source>under 0.01%</source>
        <translation>低於0.01%</translation>
    </message>
    <message>
        <source>over 99%</source>
        <translation>高於99%</translation>
    </message>
    <message>
        <source>expected {amount}</source>
        <translation>期望值 {amount}</translation>
    </message>
    <message>
        <source>{average} per {stake} on average, {best} at best</source>
        <translation>每{stake}平均 {average}，最佳 {best}</translation>
    </message>
    <message>
        <source>{hands} hands in {shoes} shoes priced exactly ({seconds} s).</source>
        <translation>已精確計算{shoes}個牌靴中的{hands}局（耗時{seconds}秒）。</translation>
    </message>
    <message>
        <source>1 hand in 1 shoe priced exactly ({seconds} s).</source>
        <translation>已精確計算1個牌靴中的1局（耗時{seconds}秒）。</translation>
    </message>
    <message>
        <source>{hands} hands in 1 shoe priced exactly ({seconds} s).</source>
        <translation>已精確計算1個牌靴中的{hands}局（耗時{seconds}秒）。</translation>
    </message>
    <message>
        <source> No bet was ever positive before them: the house kept its edge every time.</source>
        <translation>在這些牌局發牌前，沒有任何注曾為正期望值：莊家每一次都保住了優勢。</translation>
    </message>
    <message>
        <source> Only {bet} was ever positive, before {n} of them.</source>
        <translation>只有{bet}曾在其中{n}局發牌前為正期望值。</translation>
    </message>
    <message>
        <source> {good} of the {bets} bets offered were positive before some of them.</source>
        <translation>所提供的{bets}種注中，有{good}種曾在部分牌局發牌前為正期望值。</translation>
    </message>
    <message>
        <source> 1 hand was left out: its shoe's stored cards cannot come from its decks.</source>
        <translation>略去1局：其牌靴記錄的牌不可能來自該靴所用的牌。</translation>
    </message>
    <message>
        <source> {n} hands were left out: their shoes' stored cards cannot come from their decks.</source>
        <translation>略去{n}局：其牌靴記錄的牌不可能來自該靴所用的牌。</translation>
    </message>
    <message numerus="yes">
        <source>Betting {stake} only then: returned {amount} on {n} bet(s) (expected {expected})</source>
        <translation>
            <numerusform>只在那時下注{stake}：{n}注回報 {amount}（期望值 {expected}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Never positive in {n} hand(s)</source>
        <translation>
            <numerusform>{n}局中從未為正期望值</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Positive before {positive} of {n} hand(s) ({share})</source>
        <translation>
            <numerusform>{n}局中有{positive}局發牌前為正期望值（{share}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Work out the exact odds before each of these {n} hand(s), from the cards then left in their shoes.</source>
        <translation>
            <numerusform>按當時牌靴中剩餘的牌，計算這{n}局中每局發牌前的精確機率。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Working out the odds before each of {n} hand(s)…</source>
        <translation>
            <numerusform>正在計算{n}局中每局發牌前的機率…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>returned {amount} on {n} bet(s)</source>
        <translation>
            <numerusform>{n}注回報 {amount}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{amount} on {n} bet(s)</source>
        <translation>
            <numerusform>{amount}，共{n}注</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} card(s) left on average</source>
        <translation>
            <numerusform>平均剩餘{n}張牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s)</source>
        <translation>
            <numerusform>{n}局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Simulator</name>
    <message>
        <source>The fast simulator is not built on this computer (there was no C compiler when the game was installed), so simulations run on the reference engine, about {slower:,} times slower. To build it, install a C compiler and Python's headers (Debian or Ubuntu: sudo apt install gcc libc6-dev python3-dev; Fedora: sudo dnf install gcc python3-devel; macOS: xcode-select --install; Windows: the Build Tools for Visual Studio), then install the game again: pip install --force-reinstall --no-deps baccarat-desktop, or in a checkout packaging/quickstart.sh play.</source>
        <translation>這台電腦上沒有建置快速模擬器（安裝遊戲時沒有 C 編譯器），因此模擬在參考引擎上執行，約慢{slower:,}倍。要建置它，請安裝 C 編譯器和 Python 標頭檔（Debian 或 Ubuntu：sudo apt install gcc libc6-dev python3-dev；Fedora：sudo dnf install gcc python3-devel；macOS：xcode-select --install；Windows：Visual Studio 建置工具），然後重新安裝遊戲：pip install --force-reinstall --no-deps baccarat-desktop，或在原始碼目錄中執行 packaging/quickstart.sh play。</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>A {seconds}-second betting window, quick cards</source>
        <translation>{seconds}秒下注時間，快速發牌</translation>
    </message>
    <message>
        <source>As the live Speed tables deal: when the betting window runs out the hand is dealt by itself with the chips as placed (Deal deals sooner), the cards come quicker and none is squeezed. The timer stands still while the game is not in front of you.</source>
        <translation>如真人極速百家樂桌：下注時間一到，即依已下的籌碼自動發牌（按發牌可提前開牌），發牌更快，且不咪牌。遊戲不在您眼前時，計時暫停。</translation>
    </message>
    <message>
        <source>Speed table</source>
        <translation>極速桌</translation>
    </message>
    <message>
        <source>A Speed table deals every card face up: no squeeze</source>
        <translation>極速桌所有牌都以明牌發出：不咪牌</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>極速</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Speed table: the hand is dealt when the time runs out, with the chips as placed</source>
        <translation>極速桌：時間一到，即依已下的籌碼發牌</translation>
    </message>
    <message>
        <source>{app} — Speed table · Session {session} · {bankroll}</source>
        <translation>{app} — 極速桌 · 第{session}場 · {bankroll}</translation>
    </message>
    <message>
        <source>No more bets</source>
        <translation>買定離手</translation>
    </message>
    <message>
        <source>Time ran out, but the bets could not be dealt: a new betting window is open</source>
        <translation>時間已到，但這些下注無法開局：新一輪下注已開始</translation>
    </message>
    <message numerus="yes">
        <source>Betting goes on: {n} second(s) left</source>
        <translation>
            <numerusform>繼續下注：剩餘{n}秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Betting is open: {n} second(s)</source>
        <translation>
            <numerusform>開始下注：{n}秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No bet for {n} hand(s): the table waits for you. Place a chip or press Deal.</source>
        <translation>
            <numerusform>已連續{n}局沒有下注：牌桌正在等您。請放下籌碼或按發牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} second(s) left</source>
        <translation>
            <numerusform>剩餘{n}秒</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Save the {chart} chart</source>
        <translation>儲存「{chart}」圖表</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 影像</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>SVG 影像</translation>
    </message>
    <message>
        <source>Export the {chart} data</source>
        <translation>匯出「{chart}」的資料</translation>
    </message>
    <message>
        <source>CSV file</source>
        <translation>CSV 檔案</translation>
    </message>
    <message>
        <source>Which hands</source>
        <translation>統計哪些牌局</translation>
    </message>
    <message>
        <source>All history</source>
        <translation>全部紀錄</translation>
    </message>
    <message>
        <source>Whose hands the charts count: yours, those the lobby's tables dealt while you were not sitting at them, or the shoes you tracked at a real table</source>
        <translation>圖表統計誰的牌局：您自己的、您未入座時大廳各牌桌所發的，或您在真實牌桌上記錄的牌靴</translation>
    </message>
    <message>
        <source>Sessions (none chosen: all)</source>
        <translation>場次（未選：全部）</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>場次</translation>
    </message>
    <message>
        <source>The sessions whose hands the charts count; none chosen: all</source>
        <translation>圖表統計其牌局的場次；未選則為全部</translation>
    </message>
    <message>
        <source>From</source>
        <translation>從</translation>
    </message>
    <message>
        <source>To</source>
        <translation>至</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>起始日期</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>結束日期</translation>
    </message>
    <message>
        <source>This chart</source>
        <translation>本圖表</translation>
    </message>
    <message>
        <source>Save chart…</source>
        <translation>儲存圖表…</translation>
    </message>
    <message>
        <source>Export data (CSV)…</source>
        <translation>匯出資料（CSV）…</translation>
    </message>
    <message>
        <source>Show the numbers</source>
        <translation>顯示數據</translation>
    </message>
    <message>
        <source>The figures this chart is drawn from, as a table beside it</source>
        <translation>繪製此圖表所用的數據，以表格列在圖旁</translation>
    </message>
    <message>
        <source>How is this worked out?</source>
        <translation>這是怎麼算出來的？</translation>
    </message>
    <message>
        <source>{chart}: the numbers</source>
        <translation>{chart}：數據</translation>
    </message>
    <message>
        <source>The figures the {chart} chart is drawn from</source>
        <translation>繪製{chart}圖表所用的數據</translation>
    </message>
    <message>
        <source>Shoe odds</source>
        <translation>牌靴機率</translation>
    </message>
    <message>
        <source>Strategy lab</source>
        <translation>策略實驗室</translation>
    </message>
    <message>
        <source>Chosen hands</source>
        <translation>所選牌局</translation>
    </message>
    <message>
        <source>{which} · {n} hands {arrow}</source>
        <translation>{which} · {n}局 {arrow}</translation>
    </message>
    <message>
        <source>Choose which hands the charts show (sessions, dates)</source>
        <translation>選擇圖表顯示哪些牌局（場次、日期）</translation>
    </message>
    <message>
        <source>No hands match the filter yet.</source>
        <translation>還沒有符合篩選條件的牌局。</translation>
    </message>
    <message>
        <source>This chart cannot be drawn: the note below says why.</source>
        <translation>無法繪製此圖表：原因請見下方說明。</translation>
    </message>
    <message>
        <source>{hands} in {sessions}</source>
        <translation>{sessions}共{hands}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>已儲存 {name}</translation>
    </message>
    <message>
        <source>Exported {rows} rows to {name}</source>
        <translation>已匯出{rows}列至 {name}</translation>
    </message>
    <message>
        <source>Not written: {reason}</source>
        <translation>未寫入：{reason}</translation>
    </message>
    <message>
        <source>Could not write {name}: {reason}. A file already there is unchanged.</source>
        <translation>無法寫入 {name}：{reason}。原有的同名檔案未被更改。</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>統計頁面</translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s)</source>
        <translation>
            <numerusform>{n}局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} session(s)</source>
        <translation>
            <numerusform>{n}場</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>An amount too large to store was about to be written to {path}.</source>
        <translation>即將寫入 {path} 的一筆金額過大，無法儲存。</translation>
    </message>
    <message>
        <source>The disk holding {path} is full.</source>
        <translation>{path} 所在的磁碟已滿。</translation>
    </message>
    <message>
        <source>{path} is not a Baccarat Desktop history file.</source>
        <translation>{path} 不是百家樂桌面版的紀錄檔案。</translation>
    </message>
    <message>
        <source>The history file {path} is damaged.</source>
        <translation>紀錄檔案 {path} 已損壞。</translation>
    </message>
    <message>
        <source>The history file {path} cannot be written.</source>
        <translation>紀錄檔案 {path} 無法寫入。</translation>
    </message>
    <message>
        <source>The history file {path} is busy in another program.</source>
        <translation>紀錄檔案 {path} 正被另一個程式佔用。</translation>
    </message>
    <message>
        <source>Cannot open or create {path}.</source>
        <translation>無法開啟或建立 {path}。</translation>
    </message>
    <message>
        <source>The history file {path} could not be used ({error}).</source>
        <translation>無法使用紀錄檔案 {path}（{error}）。</translation>
    </message>
    <message>
        <source>Cannot use {path}: {reason}.</source>
        <translation>無法使用 {path}：{reason}。</translation>
    </message>
    <message>
        <source>{path} is a symbolic link that leads round in a circle, not a history file.</source>
        <translation>{path} 是形成循環的符號連結，不是紀錄檔案。</translation>
    </message>
    <message>
        <source>{path} is a folder, not a history file.</source>
        <translation>{path} 是資料夾，不是紀錄檔案。</translation>
    </message>
    <message>
        <source>{path} is a device or special file, not a history file.</source>
        <translation>{path} 是裝置或特殊檔案，不是紀錄檔案。</translation>
    </message>
    <message>
        <source>{path} cannot be read.</source>
        <translation>無法讀取 {path}。</translation>
    </message>
    <message>
        <source>{path} is an SQLite database of another program, not a game history.</source>
        <translation>{path} 是其他程式的 SQLite 資料庫，不是牌局紀錄。</translation>
    </message>
    <message>
        <source>{path} was written by a newer Baccarat Desktop (history format {version}; this version knows up to {known}). It was not changed.</source>
        <translation>{path} 由較新版本的百家樂桌面版寫入（紀錄格式 {version}；本版本最高支援 {known}）。檔案未作任何更改。</translation>
    </message>
    <message>
        <source>The history file {path} is damaged ({problem}).</source>
        <translation>紀錄檔案 {path} 已損壞（{problem}）。</translation>
    </message>
    <message>
        <source>There is no history file at {path}.</source>
        <translation>{path} 沒有紀錄檔案。</translation>
    </message>
    <message>
        <source>Cannot create the folder {folder}.</source>
        <translation>無法建立資料夾 {folder}。</translation>
    </message>
    <message>
        <source>{path} cannot be a history file: {folder} is a file, not a folder.</source>
        <translation>{path} 無法作為紀錄檔案：{folder} 是檔案，不是資料夾。</translation>
    </message>
    <message>
        <source>Cannot create the folder {folder}: {reason}.</source>
        <translation>無法建立資料夾 {folder}：{reason}。</translation>
    </message>
    <message>
        <source>The history file {path} is read-only.</source>
        <translation>紀錄檔案 {path} 為唯讀。</translation>
    </message>
    <message>
        <source>{path} is also named {others}: the file has {count} names on this disk (hard links). SQLite keeps a journal beside each name, so writing it through two names at once would damage it; it is never written while it has more than one name.</source>
        <translation>{path} 另有名稱 {others}：此檔案在這個磁碟上共有{count}個名稱（硬連結）。SQLite 會在每個名稱旁各放一個日誌檔案，因此同時透過兩個名稱寫入會損壞此檔案；只要它還有多個名稱，遊戲就絕不會寫入它。</translation>
    </message>
    <message>
        <source>{path} has {count} names on this disk (hard links), the others in other folders. SQLite keeps a journal beside each name, so writing it through two names at once would damage it; it is never written while it has more than one name.</source>
        <translation>{path} 在這個磁碟上共有{count}個名稱（硬連結），其他名稱位於別的資料夾中。SQLite 會在每個名稱旁各放一個日誌檔案，因此同時透過兩個名稱寫入會損壞此檔案；只要它還有多個名稱，遊戲就絕不會寫入它。</translation>
    </message>
    <message>
        <source>Choose another file, or keep this one aside and start a new history.</source>
        <translation>請選擇其他檔案，或將此檔案保留在一旁並開始新的紀錄。</translation>
    </message>
    <message>
        <source>Update Baccarat Desktop, or choose another file.</source>
        <translation>請更新百家樂桌面版，或選擇其他檔案。</translation>
    </message>
    <message>
        <source>Close the other copy first, or choose another file.</source>
        <translation>請先關閉另一個正在執行的百家樂桌面版，或選擇其他檔案。</translation>
    </message>
    <message>
        <source>Choose a file in a folder you can write to.</source>
        <translation>請選擇位於可寫入資料夾中的檔案。</translation>
    </message>
    <message>
        <source>Free some disk space and try again; nothing already saved was lost.</source>
        <translation>請釋放一些磁碟空間後重試；已儲存的內容都沒有遺失。</translation>
    </message>
    <message>
        <source>Choose a history file.</source>
        <translation>請選擇牌局紀錄檔案。</translation>
    </message>
    <message>
        <source>Delete the file's other names, or choose another file (a copy of this one is a file of its own); then try again.</source>
        <translation>請刪除此檔案的其他名稱，或選擇其他檔案（此檔案的副本是一個獨立的檔案）；然後重試。</translation>
    </message>
    <message>
        <source>Start a new session; the hands already played stay in the history.</source>
        <translation>請開始新場次；已玩過的牌局仍保留在紀錄中。</translation>
    </message>
    <message>
        <source>Nothing stored was lost: it is all in the recovered copy.</source>
        <translation>已儲存的內容沒有任何遺失：全部都在復原的副本中。</translation>
    </message>
    <message>
        <source>Choose another file, or try again.</source>
        <translation>請選擇其他檔案，或重試。</translation>
    </message>
    <message>
        <source>The history file {path} was deleted while Baccarat Desktop was using it, and no copy could be saved anywhere. No more hands are stored.</source>
        <translation>紀錄檔案 {path} 在百家樂桌面版使用期間被刪除，且無法在任何位置儲存副本。之後的牌局將不再儲存。</translation>
    </message>
    <message>
        <source>The history file {path} was replaced by another file while Baccarat Desktop was using it, and no copy could be saved anywhere. No more hands are stored.</source>
        <translation>紀錄檔案 {path} 在百家樂桌面版使用期間被另一個檔案取代，且無法在任何位置儲存副本。之後的牌局將不再儲存。</translation>
    </message>
    <message>
        <source>The history file {path} was deleted while Baccarat Desktop was using it. Everything stored until then, with the hand in play, was saved to {copy}. No more hands are stored in the lost file.</source>
        <translation>紀錄檔案 {path} 在百家樂桌面版使用期間被刪除。此前儲存的全部內容，連同進行中的這一局，已儲存到 {copy}。之後的牌局不會再存入已遺失的檔案。</translation>
    </message>
    <message>
        <source>The history file {path} was replaced by another file while Baccarat Desktop was using it. Everything stored until then, with the hand in play, was saved to {copy}. No more hands are stored in the lost file.</source>
        <translation>紀錄檔案 {path} 在百家樂桌面版使用期間被另一個檔案取代。此前儲存的全部內容，連同進行中的這一局，已儲存到 {copy}。之後的牌局不會再存入已遺失的檔案。</translation>
    </message>
    <message>
        <source>{path} cannot be put back: another file is there.</source>
        <translation>無法放回 {path}：該位置已有另一個檔案。</translation>
    </message>
    <message>
        <source>{path} cannot be put back: another file is there now.</source>
        <translation>無法放回 {path}：該位置現在已有另一個檔案。</translation>
    </message>
    <message>
        <source>Session {session} in {path} has table rules this version cannot play by ({error}).</source>
        <translation>{path} 中的第{session}場使用了本版本無法執行的牌桌規則（{error}）。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: the secret seed of its latest shoe is damaged, so its next shoe cannot be shuffled.</source>
        <translation>{path} 中的第{session}場無法繼續：其最後一靴的保密種子已損壞，因此無法洗出下一靴。</translation>
    </message>
    <message>
        <source>The interrupted hand of session {session} in {path} has bets this version cannot read ({error}).</source>
        <translation>{path} 中第{session}場被中斷的那一局含有本版本無法讀取的下注（{error}）。</translation>
    </message>
    <message>
        <source>The history file {name} is in use by another running copy of Baccarat Desktop (process {process}).</source>
        <translation>紀錄檔案 {name} 正被另一個執行中的百家樂桌面版使用（處理程序 {process}）。</translation>
    </message>
    <message>
        <source>Cannot take the lock {path}.</source>
        <translation>無法取得鎖定檔 {path}。</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>無法寫入 {path}：{reason}。</translation>
    </message>
    <message>
        <source>Cannot write in the folder {folder}.</source>
        <translation>無法寫入資料夾 {folder}。</translation>
    </message>
    <message>
        <source>Cannot create {path}: {reason}.</source>
        <translation>無法建立 {path}：{reason}。</translation>
    </message>
    <message>
        <source>The history was opened read-only.</source>
        <translation>紀錄是以唯讀方式開啟的。</translation>
    </message>
    <message>
        <source>its starting bankroll</source>
        <translation>其起始本金</translation>
    </message>
    <message>
        <source>its bankroll</source>
        <translation>其本金</translation>
    </message>
    <message>
        <source>its loss limit</source>
        <translation>其虧損上限</translation>
    </message>
    <message>
        <source>its bet</source>
        <translation>其下注</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: {error} (an older version let it in).</source>
        <translation>{path} 中的第{session}場無法繼續：{error}（這是舊版本允許寫入的）。</translation>
    </message>
    <message>
        <source>Session {session} is seeded but has no seed stored.</source>
        <translation>第{session}場使用種子發牌，但沒有儲存種子。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: its interrupted hand does not follow the hands stored before it.</source>
        <translation>{path} 中的第{session}場無法繼續：被中斷的那一局與之前儲存的牌局接不上。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: the table cannot deal its interrupted hand ({error}); no card of it was shown and its bets were never settled.</source>
        <translation>{path} 中的第{session}場無法繼續：牌桌無法發出被中斷的那一局（{error}）；該局沒有亮出任何一張牌，其下注也從未結算。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: {reason}.</source>
        <translation>{path} 中的第{session}場無法繼續：{reason}。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: its shoe {shoe} is stored in a state no table could have dealt ({reason}).</source>
        <translation>{path} 中的第{session}場無法繼續：其第{shoe}靴儲存的狀態是任何牌桌都不可能發出的（{reason}）。</translation>
    </message>
    <message>
        <source>its secret seed is lost</source>
        <translation>保密種子已遺失</translation>
    </message>
    <message>
        <source>its cards are lost</source>
        <translation>牌序已遺失</translation>
    </message>
    <message>
        <source>hand {number}: {problem}</source>
        <translation>第{number}局：{problem}</translation>
    </message>
    <message>
        <source>its cards are damaged</source>
        <translation>牌序已損壞</translation>
    </message>
    <message>
        <source>its burn is not what its cards deal</source>
        <translation>燒牌與牌序所發的牌不符</translation>
    </message>
    <message>
        <source>{path} is a folder: give a file name</source>
        <translation>{path} 是資料夾：請指定檔名</translation>
    </message>
    <message>
        <source>{path} is the history file being read: it is never written over</source>
        <translation>{path} 是正在讀取的紀錄檔案：絕不會被覆寫</translation>
    </message>
    <message>
        <source>{path} is a history file (an SQLite database): it is never written over</source>
        <translation>{path} 是紀錄檔案（SQLite 資料庫）：絕不會被覆寫</translation>
    </message>
    <message>
        <source>{path} is in use as a history by a running Baccarat Desktop</source>
        <translation>{path} 正被執行中的百家樂桌面版用作紀錄</translation>
    </message>
    <message>
        <source>{path} belongs to the history file {owner}: it is never written over</source>
        <translation>{path} 屬於紀錄檔案 {owner}：絕不會被覆寫</translation>
    </message>
    <message>
        <source>{path} has a database journal beside it: it is never written over</source>
        <translation>{path} 旁邊有資料庫日誌檔案：絕不會被覆寫</translation>
    </message>
    <message>
        <source>An empty name is not a history file: give a file name, such as {example}.</source>
        <translation>空白名稱不能作為紀錄檔案：請指定檔名，例如 {example}。</translation>
    </message>
    <message>
        <source>{path} names a folder, not a history file: give a file name in it, such as {example}.</source>
        <translation>{path} 指的是資料夾，不是紀錄檔案：請指定該資料夾中的檔名，例如 {example}。</translation>
    </message>
    <message>
        <source>An empty name is not a folder: give the folder's path.</source>
        <translation>空白名稱不能作為資料夾：請指定資料夾的路徑。</translation>
    </message>
    <message>
        <source>{path}: there is no user {user} on this computer, so ~{user} names no folder.</source>
        <translation>{path}：這部電腦上沒有使用者 {user}，因此 ~{user} 不指向任何資料夾。</translation>
    </message>
    <message>
        <source>{path}: the home folder (~) is not known here; give the whole path.</source>
        <translation>{path}：此處無法確定主資料夾（~）；請指定完整路徑。</translation>
    </message>
    <message>
        <source>The file name {name} is too long ({length} bytes; at most {most} here, leaving room for the files kept beside a history).</source>
        <translation>檔名 {name} 過長（{length} 位元組；此處最多 {most} 位元組，需為紀錄檔案旁存放的檔案保留空間）。</translation>
    </message>
    <message>
        <source>{path} holds an amount that is not a whole number of cents ({value}): it was changed outside the game. 'baccarat-desktop verify' names every such hand.</source>
        <translation>{path} 中有一筆金額不是整數分（{value}）：此檔案在遊戲之外被改動過。'baccarat-desktop verify' 會列出所有這樣的牌局。</translation>
    </message>
    <message>
        <source>The floor table {table} has no shoe in play in {path}.</source>
        <translation>大廳牌桌{table}在 {path} 中沒有進行中的牌靴。</translation>
    </message>
</context>
<context>
    <name>Systems</name>
    <message>
        <source>Flat</source>
        <translation>平注</translation>
    </message>
    <message>
        <source>One unit every hand.</source>
        <translation>每局押一個基本注碼。</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>馬丁格爾（倍投）</translation>
    </message>
    <message>
        <source>Double the stake after a loss; back to one unit after a win.</source>
        <translation>輸了注碼加倍；贏了回到一個基本注碼。</translation>
    </message>
    <message>
        <source>Paroli (Reverse Martingale)</source>
        <translation>帕羅利（反馬丁）</translation>
    </message>
    <message>
        <source>Double the stake after a win, up to three wins in a row; back to one unit after a loss.</source>
        <translation>贏了注碼加倍，最多連贏三局；輸了回到一個基本注碼。</translation>
    </message>
    <message>
        <source>D'Alembert</source>
        <translation>達朗貝爾</translation>
    </message>
    <message>
        <source>One unit more after a loss, one unit less after a win.</source>
        <translation>輸了多押一個基本注碼，贏了少押一個基本注碼。</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>費波那契</translation>
    </message>
    <message>
        <source>Stakes follow 1, 1, 2, 3, 5, 8…: one step on after a loss, two steps back after a win.</source>
        <translation>注碼依1、1、2、3、5、8……遞進：輸了前進一步，贏了後退兩步。</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>Stakes of 1, 3, 2 and 6 units while you win; back to 1 after a loss or after the 6.</source>
        <translation>連贏時依序押1、3、2、6個基本注碼；輸了或押完6之後回到1。</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>拉布謝爾</translation>
    </message>
    <message>
        <source>A line 1-2-3-4: stake the first plus the last number; a win crosses both out, a loss adds the stake to the end; a cleared line wins 10 units and starts again.</source>
        <translation>先寫下數列1-2-3-4：每次押首尾兩個數之和；贏了劃掉這兩個數，輸了把這次的注碼加到數列末尾；整個數列劃完即贏得10個基本注碼，再從頭開始。</translation>
    </message>
    <message>
        <source>Oscar's Grind</source>
        <translation>奧斯卡</translation>
    </message>
    <message>
        <source>Aim for one unit of profit per series: one unit more after a win, never more than the series needs; the same stake after a loss.</source>
        <translation>每一輪以贏一個基本注碼為目標：贏了加注一個基本注碼，但不超過本輪達標所需；輸了注碼不變。</translation>
    </message>
    <message>
        <source>Follow the shoe</source>
        <translation>跟路</translation>
    </message>
    <message>
        <source>One unit on the side (Banker or Player) that won the last hand; ties change nothing.</source>
        <translation>押上一局贏的一方（莊或閒）一個基本注碼；和局不影響。</translation>
    </message>
    <message>
        <source>a base unit</source>
        <translation>基本注碼</translation>
    </message>
    <message>
        <source>a bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>a stop-win</source>
        <translation>停利金額</translation>
    </message>
    <message>
        <source>a stop-loss</source>
        <translation>停損金額</translation>
    </message>
    <message>
        <source>the lab runs 1 to {most:,} sessions, not {sessions:,}</source>
        <translation>場次數須在1至{most:,}之間（目前為{sessions:,}）。</translation>
    </message>
    <message>
        <source>a lab session has 1 to {most:,} hands, not {hands:,}</source>
        <translation>每個場次的局數須在1至{most:,}之間（目前為{hands:,}）。</translation>
    </message>
    <message>
        <source>a {variant} table with these side bets does not offer {bet}</source>
        <translation>設有這些邊注的{variant}牌桌不提供{bet}。</translation>
    </message>
    <message>
        <source>follow the shoe bets Banker or Player: start it with --bet banker=… or player=…</source>
        <translation>跟路只押莊或閒：請用 --bet banker=… 或 player=… 啟動。</translation>
    </message>
    <message>
        <source>a unit of {unit} is under the table minimum of {minimum} for {bet}</source>
        <translation>基本注碼{unit}低於{bet}的最低注{minimum}。</translation>
    </message>
    <message>
        <source>a unit of {unit} is over the table maximum of {maximum} for {bet}</source>
        <translation>基本注碼{unit}高於{bet}的最高注{maximum}。</translation>
    </message>
    <message>
        <source>a bankroll of {bankroll} is less than one unit ({unit})</source>
        <translation>本金{bankroll}不足一個基本注碼（{unit}）。</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Welcome back to {table} · session {session}, shoe {shoe}, {hands} · bankroll {bankroll}</source>
        <translation>歡迎回到{table} · 第{session}場，第{shoe}靴，{hands} · 本金{bankroll}</translation>
    </message>
    <message>
        <source>Welcome back · session {session}, shoe {shoe}, {hands} · bankroll {bankroll}</source>
        <translation>歡迎回來 · 第{session}場，第{shoe}靴，{hands} · 本金{bankroll}</translation>
    </message>
    <message>
        <source>A replay is on the felt: no bets until you are back at the table</source>
        <translation>正在重播：回到牌桌前不能下注</translation>
    </message>
    <message>
        <source>Your bankroll of {bankroll} cannot cover a {chip} chip</source>
        <translation>您的本金{bankroll}不夠使用{chip}籌碼</translation>
    </message>
    <message>
        <source>The history file is gone: no bets are taken until it is back</source>
        <translation>牌局紀錄檔案不見了：找回之前不接受下注</translation>
    </message>
    <message>
        <source>Wait for this hand to finish</source>
        <translation>請等這局結束</translation>
    </message>
    <message>
        <source>This session is over: start a new session</source>
        <translation>本場已結束：請開始新的一場</translation>
    </message>
    <message>
        <source>A replay is on the felt: press Esc or Back to the table to bet</source>
        <translation>正在重播：按Esc或「返回牌桌」後再下注</translation>
    </message>
    <message>
        <source>Your session loss limit is reached: betting is stopped</source>
        <translation>已達到本場停損上限：停止下注</translation>
    </message>
    <message>
        <source>Not enough chips: {left} left to bet</source>
        <translation>籌碼不足：只剩{left}可下注</translation>
    </message>
    <message>
        <source>Resuming the hand that was interrupted</source>
        <translation>繼續被中斷的一局</translation>
    </message>
    <message>
        <source>Last hand of the shoe</source>
        <translation>本靴最後一局</translation>
    </message>
    <message>
        <source>The cut card is out: one more hand, then a new shoe</source>
        <translation>切牌卡已出：再發一局後換新牌靴</translation>
    </message>
    <message>
        <source>Session loss limit of {limit} reached: betting is stopped</source>
        <translation>已達到本場停損上限{limit}：停止下注</translation>
    </message>
    <message>
        <source>Your bankroll is spent: start a new session to play on</source>
        <translation>本金已輸光：開始新的一場才能繼續</translation>
    </message>
    <message>
        <source>That was the shoe's last hand: the next deal brings a new shoe</source>
        <translation>這是本靴最後一局：下次發牌將換新牌靴</translation>
    </message>
    <message>
        <source>Another program wrote to the history file {path} while the hand in play was dealt, and the file no longer holds that hand's bets: the hand could not be stored, and this session stops here, as the file holds it.</source>
        <translation>發出進行中的這一局時，另一個程式寫入了紀錄檔案 {path}，檔案中已不再有這一局的下注：這一局無法儲存，本場次到此為止，一切以檔案中儲存的內容為準。</translation>
    </message>
    <message>
        <source>A hand is being dealt: replay once its cards are settled</source>
        <translation>正在發牌：這局結束後再重播</translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s) played</source>
        <translation>
            <numerusform>已玩{n}局</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Open or create a history file</source>
        <translation>開啟或建立牌局紀錄檔案</translation>
    </message>
    <message>
        <source>Baccarat Desktop history (*.sqlite3);;All files (*)</source>
        <translation>Baccarat Desktop 牌局紀錄 (*.sqlite3);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Checking your history…</source>
        <translation>正在檢查您的牌局記錄…</translation>
    </message>
    <message>
        <source>Baccarat Desktop</source>
        <translation>百家樂桌面版</translation>
    </message>
    <message>
        <source>{title} · {dealt} of {total} cards dealt · Esc: back to the table</source>
        <translation>{title} · 已發 {dealt}/{total} 張牌 · Esc：返回牌桌</translation>
    </message>
    <message>
        <source>Start a new session? Your bankroll resets to {start}.</source>
        <translation>開始新場次？您的本金將重設為 {start}。</translation>
    </message>
    <message>
        <source>Session {session} ends with {now}; it is kept in the hand history and the statistics.</source>
        <translation>第{session}場以 {now} 結束，並保留在牌局紀錄和統計中。</translation>
    </message>
    <message>
        <source>{app} — Session {session} · {bankroll}</source>
        <translation>{app} — 第{session}場 · {bankroll}</translation>
    </message>
    <message>
        <source>{left} of {total} cards left</source>
        <translation>剩餘 {left}/{total} 張牌</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>牌局紀錄</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>路單</translation>
    </message>
    <message>
        <source>Odds of the cards left</source>
        <translation>餘牌機率</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>發牌(&amp;D)</translation>
    </message>
    <message>
        <source>Deal a hand</source>
        <translation>發一局牌</translation>
    </message>
    <message>
        <source>&amp;Rebet</source>
        <translation>重複下注(&amp;R)</translation>
    </message>
    <message>
        <source>Place the last hand's bets again</source>
        <translation>重複上一局的下注</translation>
    </message>
    <message>
        <source>Rebet and d&amp;eal</source>
        <translation>重複下注並發牌(&amp;E)</translation>
    </message>
    <message>
        <source>D&amp;ouble</source>
        <translation>加倍(&amp;O)</translation>
    </message>
    <message>
        <source>Double every bet on the table</source>
        <translation>桌上每注加倍</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤銷(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last chip</source>
        <translation>收回最後一枚籌碼</translation>
    </message>
    <message>
        <source>&amp;Clear bets</source>
        <translation>清除下注(&amp;C)</translation>
    </message>
    <message>
        <source>Take back every bet</source>
        <translation>收回所有下注</translation>
    </message>
    <message>
        <source>Re&amp;veal all cards</source>
        <translation>全部開牌(&amp;V)</translation>
    </message>
    <message>
        <source>Turn every squeezed card over at once</source>
        <translation>立即翻開所有待咪的牌</translation>
    </message>
    <message>
        <source>Skip animation / leave replay</source>
        <translation>跳過動畫 / 退出重播</translation>
    </message>
    <message>
        <source>Finish the animation or leave a replay</source>
        <translation>結束動畫或退出重播</translation>
    </message>
    <message>
        <source>New &amp;shoe</source>
        <translation>新牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>Shuffle a new shoe</source>
        <translation>洗一靴新牌</translation>
    </message>
    <message>
        <source>New sessio&amp;n…</source>
        <translation>新場次(&amp;N)…</translation>
    </message>
    <message>
        <source>End this session and start a new one</source>
        <translation>結束本場並開始新的一場</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>離開牌桌(&amp;L)</translation>
    </message>
    <message>
        <source>Stand up from the floor table: your own shoe comes, with the same rules</source>
        <translation>離開大廳牌桌：換上您自己的牌靴，規則不變</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>Table rules and options</source>
        <translation>牌桌規則與選項</translation>
    </message>
    <message>
        <source>&amp;Rules and payouts</source>
        <translation>規則與賠率(&amp;R)</translation>
    </message>
    <message>
        <source>The tableau and house edges</source>
        <translation>補牌規則與莊家優勢</translation>
    </message>
    <message>
        <source>{action} when this hand is settled</source>
        <translation>本局結算後{action}</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hand history</source>
        <translation>牌局紀錄(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Odds of the cards left</source>
        <translation>餘牌機率(&amp;O)</translation>
    </message>
    <message>
        <source>What the cards left in this shoe are worth, for each bet</source>
        <translation>本靴餘牌對每種下注的價值</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit Baccarat Desktop</source>
        <translation>結束 Baccarat Desktop</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>關於(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>鍵盤(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key the game answers to</source>
        <translation>遊戲回應的所有按鍵</translation>
    </message>
    <message>
        <source>Next &amp;pane</source>
        <translation>下一個窗格(&amp;P)</translation>
    </message>
    <message>
        <source>The table, scoreboard, odds, tabs in turn</source>
        <translation>依序切換牌桌、路單、機率、分頁</translation>
    </message>
    <message>
        <source>Previous pa&amp;ne</source>
        <translation>上一個窗格(&amp;N)</translation>
    </message>
    <message>
        <source>The panes the other way round</source>
        <translation>依相反順序切換窗格</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Chips</source>
        <translation>籌碼(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Score&amp;board</source>
        <translation>路單(&amp;B)</translation>
    </message>
    <message>
        <source>Show or hide the scoreboard (B)</source>
        <translation>顯示或隱藏路單 (B)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新場次</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>開始新場次</translation>
    </message>
    <message>
        <source>New table rules</source>
        <translation>新牌桌規則</translation>
    </message>
    <message>
        <source>The new table rules, starting bankroll and loss limit apply to a new session. Start a new session now?</source>
        <translation>新的牌桌規則、起始本金和停損額度將在新場次生效。現在開始新場次嗎？</translation>
    </message>
    <message>
        <source>The new language shows the next time the game starts.</source>
        <translation>新語言將在下次啟動遊戲時生效。</translation>
    </message>
    <message>
        <source>Session {session}</source>
        <translation>第{session}場</translation>
    </message>
    <message>
        <source>Shoe {shoe} finished · {played} · the next deal brings a new shoe</source>
        <translation>第{shoe}靴已結束 · {played} · 下次發牌將換新牌靴</translation>
    </message>
    <message>
        <source>Shoe {shoe} · {played} · {dealt} of {total} cards dealt · cut card at {cut}</source>
        <translation>第{shoe}靴 · {played} · 已發 {dealt}/{total} 張牌 · 切牌卡在第 {cut} 張</translation>
    </message>
    <message>
        <source>Shoe {shoe} · {played} · {dealt} of {total} cards dealt</source>
        <translation>第{shoe}靴 · {played} · 已發 {dealt}/{total} 張牌</translation>
    </message>
    <message>
        <source>No shoe yet</source>
        <translation>尚無牌靴</translation>
    </message>
    <message>
        <source>Shoe {shoe} finished · {played}</source>
        <translation>第{shoe}靴已結束 · {played}</translation>
    </message>
    <message>
        <source>Shoe {shoe} · {played}</source>
        <translation>第{shoe}靴 · {played}</translation>
    </message>
    <message>
        <source>Stacked shoe</source>
        <translation>預排牌靴</translation>
    </message>
    <message>
        <source>Commitment {start}…</source>
        <translation>承諾值 {start}…</translation>
    </message>
    <message>
        <source>SHA-256 of that shoe's seed: {commitment}</source>
        <translation>該牌靴種子的 SHA-256：{commitment}</translation>
    </message>
    <message>
        <source>SHA-256 of this shoe's seed: {commitment}</source>
        <translation>本牌靴種子的 SHA-256：{commitment}</translation>
    </message>
    <message>
        <source>The seed has been revealed; check it with 'baccarat-desktop verify'.</source>
        <translation>種子已公開；可用 'baccarat-desktop verify' 驗證。</translation>
    </message>
    <message>
        <source>The seed is revealed when the shoe ends; check it with 'baccarat-desktop verify'.</source>
        <translation>種子在本靴結束時公開；可用 'baccarat-desktop verify' 驗證。</translation>
    </message>
    <message>
        <source>Replay · session {session}, shoe {shoe}, hand {hand}</source>
        <translation>重播 · 第{session}場，第{shoe}靴，第{hand}局</translation>
    </message>
    <message>
        <source>Scoreboard · replay, shoe {shoe} to hand {hand}</source>
        <translation>路單 · 重播，第{shoe}靴至第{hand}局</translation>
    </message>
    <message>
        <source>Scoreboard · session {session}, shoe {shoe}</source>
        <translation>路單 · 第{session}場，第{shoe}靴</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>The statistics cannot be shown</source>
        <translation>無法顯示統計</translation>
    </message>
    <message>
        <source>The table and the hand history work as usual.</source>
        <translation>牌桌和牌局紀錄仍可照常使用。</translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s)</source>
        <translation>
            <numerusform>{n}局</numerusform>
        </translation>
    </message>
</context>
</TS>
