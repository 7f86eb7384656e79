<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Access</name>
    <message>
        <source>Baccarat table</source>
        <translation>百家乐牌桌</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab or the arrow keys move between the chips, the betting areas and the dealer buttons; Space or Enter presses the one with focus; Backspace takes a chip back from an area. With nothing chosen, Space deals.</source>
        <translation>Tab、Shift+Tab 或方向键在筹码、投注区和荷官按钮之间移动；Space 或 Enter 按下焦点所在的控件；Backspace 从投注区收回一枚筹码。未选中任何控件时，Space 发牌。</translation>
    </message>
    <message>
        <source>Player's first card</source>
        <translation>闲方第一张牌</translation>
    </message>
    <message>
        <source>Player's second card</source>
        <translation>闲方第二张牌</translation>
    </message>
    <message>
        <source>Player's third card</source>
        <translation>闲方第三张牌</translation>
    </message>
    <message>
        <source>Banker's first card</source>
        <translation>庄方第一张牌</translation>
    </message>
    <message>
        <source>Banker's second card</source>
        <translation>庄方第二张牌</translation>
    </message>
    <message>
        <source>Banker's third card</source>
        <translation>庄方第三张牌</translation>
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
        <translation>红心</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方块</translation>
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
        <translation>{amount} 筹码</translation>
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
        <translation>本局赢</translation>
    </message>
    <message>
        <source>closed: it takes no bets now</source>
        <translation>已停止：现在不接受下注</translation>
    </message>
    <message>
        <source>{bet}, pays {payout}</source>
        <translation>{bet}，{payout}</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>按键 {key}</translation>
    </message>
    <message>
        <source>Key {key}; cannot be afforded: {refusal}</source>
        <translation>按键 {key}；无法使用：{refusal}</translation>
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
        <translation>{turned}。下一张：{card}</translation>
    </message>
    <message>
        <source>{turned}. {result}</source>
        <translation>{turned}。{result}</translation>
    </message>
    <message>
        <source>Burn card</source>
        <translation>烧牌</translation>
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
        <translation>方向键从一边把牌掀起，每按一次掀一步；Enter 翻开这张牌；Shift+Enter 翻开所有牌</translation>
    </message>
    <message>
        <source>Peeled {percent}% from the bottom edge</source>
        <translation>已从底边掀起 {percent}%</translation>
    </message>
    <message>
        <source>Peeled {percent}% from the top edge</source>
        <translation>已从顶边掀起 {percent}%</translation>
    </message>
    <message>
        <source>Peeled {percent}% from the left edge</source>
        <translation>已从左边掀起 {percent}%</translation>
    </message>
    <message>
        <source>Peeled {percent}% from the right edge</source>
        <translation>已从右边掀起 {percent}%</translation>
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
        <translation>暂无</translation>
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
        <translation>闲{total}点，赢</translation>
    </message>
    <message>
        <source>Player total {total}</source>
        <translation>闲{total}点</translation>
    </message>
    <message>
        <source>Banker total {total}, wins</source>
        <translation>庄{total}点，赢</translation>
    </message>
    <message>
        <source>Banker total {total}</source>
        <translation>庄{total}点</translation>
    </message>
    <message>
        <source>{call}. {own}</source>
        <translation>{call}。{own}</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Every key the game answers to, in groups: what it does, its keys</source>
        <translation>游戏响应的所有按键，分组列出：功能及按键</translation>
    </message>
    <message>
        <source>{road} a red mark</source>
        <translation>{road}：红色标记</translation>
    </message>
    <message>
        <source>{road} a blue mark</source>
        <translation>{road}：蓝色标记</translation>
    </message>
    <message>
        <source>{road} no mark</source>
        <translation>{road}：无标记</translation>
    </message>
    <message>
        <source>If Banker wins next: {marks}. Press to flash where the marks would go in every road.</source>
        <translation>若下一局庄赢：{marks}。按下后，各路单会闪示这些标记的位置。</translation>
    </message>
    <message>
        <source>If Player wins next: {marks}. Press to flash where the marks would go in every road.</source>
        <translation>若下一局闲赢：{marks}。按下后，各路单会闪示这些标记的位置。</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>路单</translation>
    </message>
    <message>
        <source>The roads of the shoe in play: the statistics, then the Bead Plate, Big Road, Big Eye Boy, Small Road and Cockroach Pig, each read out in words, its cells inside it</source>
        <translation>当前牌靴的路单：先是统计，然后是珠盘路、大路、大眼仔、小路和曱甴路，每条路都以文字读出，路中的格子在其内</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>Backtest</name>
    <message>
        <source>Simulated shoes</source>
        <translation>模拟牌靴</translation>
    </message>
    <message>
        <source>My own hands</source>
        <translation>我自己的牌局</translation>
    </message>
    <message>
        <source>Tracked shoes</source>
        <translation>实桌记录的牌靴</translation>
    </message>
    <message>
        <source>There are no shoes to test the rule on.</source>
        <translation>没有可以测试这条规则的牌靴。</translation>
    </message>
    <message>
        <source>{rule} placed no bet on these {shoes:,} shoes.</source>
        <translation>{rule}在这{shoes:,}靴中没有下任何注。</translation>
    </message>
    <message>
        <source>{rule} bet {bets:,} times over {shoes:,} shoes and returned {rate:+.2f} per 100 units bet (95% interval {low:+.2f} to {high:+.2f}). The exact house edge predicts {expected:+.2f} for these bets; Banker on every hand of the same shoes returned {banker:+.2f}, Player {player:+.2f}.</source>
        <translation>{rule}在{shoes:,}靴中共下注{bets:,}次，每下注 100 单位的结果为 {rate:+.2f}（95%区间 {low:+.2f} 至 {high:+.2f}）。按精确的庄家优势推算，这些下注应为 {expected:+.2f}；在同样的牌靴上每局押庄的结果为 {banker:+.2f}，每局押闲为 {player:+.2f}。</translation>
    </message>
    <message>
        <source>The rule does no better than the edge: the results it reads say nothing about the next hand, and the cards left move its odds so little that the rule ends {gap:+.2f} per 100 units from the edge's prediction, inside the interval that luck alone gives.</source>
        <translation>这条规则没有胜过庄家优势：它所依据的过往结果对下一局毫无预示，余牌对其概率的影响也微乎其微，因此规则的结果与庄家优势的推算只相差每 100 单位 {gap:+.2f}，落在单凭运气就会出现的区间之内。</translation>
    </message>
    <message>
        <source>The rule did better than the edge predicts on these shoes, beyond its interval: luck alone does that one run in forty, so run other shoes (another seed) and see whether it stays. The roads cannot see the cards left, and no rule on past results beats the edge.</source>
        <translation>在这些牌靴上，这条规则的结果好于庄家优势的推算，超出了区间：单凭运气，每四十次运行就有一次如此，所以请换一批牌靴（换一个种子）再运行，看看是否依然如此。路单看不到余牌，任何依据过往结果的规则都胜不过庄家优势。</translation>
    </message>
    <message>
        <source>The rule did worse than the edge predicts on these shoes, beyond its interval: luck alone does that one run in forty, so run other shoes (another seed) and see whether it stays. No rule on past results changes the edge, either way.</source>
        <translation>在这些牌靴上，这条规则的结果差于庄家优势的推算，超出了区间：单凭运气，每四十次运行就有一次如此，所以请换一批牌靴（换一个种子）再运行，看看是否依然如此。无论好坏，任何依据过往结果的规则都改变不了庄家优势。</translation>
    </message>
    <message>
        <source>So few bets leave the interval wide: these shoes cannot tell a rule from luck; a million simulated shoes can.</source>
        <translation>下注次数这么少，区间就很宽：这些牌靴分辨不出规则与运气；一百万个模拟牌靴才分辨得出。</translation>
    </message>
    <message>
        <source>{rule}  ·  {source}  ·  {shoes:,} shoes</source>
        <translation>{rule}  ·  {source}  ·  {shoes:,}靴</translation>
    </message>
    <message>
        <source>The rule against the house edge</source>
        <translation>规则与庄家优势对比</translation>
    </message>
    <message>
        <source>No bet yet: choose a rule and a source, then run it.</source>
        <translation>尚无下注：请选择规则和牌靴来源，然后运行。</translation>
    </message>
    <message>
        <source>The rule's running result</source>
        <translation>规则的累计结果</translation>
    </message>
    <message>
        <source>What the house edge predicts</source>
        <translation>庄家优势推算的结果</translation>
    </message>
    <message>
        <source>Where luck alone puts 95 runs in 100</source>
        <translation>单凭运气，100 次运行中有 95 次落在此范围</translation>
    </message>
    <message>
        <source>Result (units)</source>
        <translation>结果（单位）</translation>
    </message>
    <message>
        <source>Units bet</source>
        <translation>下注单位数</translation>
    </message>
    <message>
        <source>The rule's result less what the edge predicts</source>
        <translation>规则的结果减去庄家优势的推算</translation>
    </message>
    <message>
        <source>Stops for the rest of the shoe after {n} lost bets in a row.</source>
        <translation>连输{n}注后，本靴余下的牌局停止下注。</translation>
    </message>
    <message>
        <source>Follow the last result</source>
        <translation>跟上一局</translation>
    </message>
    <message>
        <source>Bet the side that won the last hand (ties skipped); from the second result on.</source>
        <translation>押上一局赢的一方（和局不计）；从第二个结果起下注。</translation>
    </message>
    <message>
        <source>Against the last result</source>
        <translation>反打上一局</translation>
    </message>
    <message>
        <source>Bet the side that lost the last hand (ties skipped).</source>
        <translation>押上一局输的一方（和局不计）。</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>单跳</translation>
    </message>
    <message>
        <source>After two results that alternate (Banker then Player, or Player then Banker), bet they keep alternating; no bet after two the same.</source>
        <translation>出现两个交替的结果（先庄后闲，或先闲后庄）后，押继续交替；两个结果相同时不下注。</translation>
    </message>
    <message>
        <source>Follow the Big Road's column</source>
        <translation>跟大路本列</translation>
    </message>
    <message>
        <source>Once the Big Road's current column holds two or more, bet it grows (the same side again); no bet on a column of one.</source>
        <translation>大路当前一列有两个或以上时，押该列继续延长（同一方再赢）；一列只有一个时不下注。</translation>
    </message>
    <message>
        <source>Rule of three: ride the streak</source>
        <translation>三连法：跟龙</translation>
    </message>
    <message>
        <source>After three in a row, bet a fourth (and on while the streak lasts).</source>
        <translation>连出三局后，押同一方出第四局（长龙持续就一直跟）。</translation>
    </message>
    <message>
        <source>Rule of three: bet the break</source>
        <translation>三连法：斩龙</translation>
    </message>
    <message>
        <source>After three in a row, bet the other side (and on while the streak lasts).</source>
        <translation>连出三局后，押另一方（长龙持续就一直押）。</translation>
    </message>
    <message>
        <source>Big Eye Boy red</source>
        <translation>大眼仔红</translation>
    </message>
    <message>
        <source>Bet the side whose Big Eye Boy mark would be red: the Big Road repeats its pattern (no bet before that road starts).</source>
        <translation>押会让大眼仔出红的一方：即大路重复其规律（大眼仔开始之前不下注）。</translation>
    </message>
    <message>
        <source>Big Eye Boy blue</source>
        <translation>大眼仔蓝</translation>
    </message>
    <message>
        <source>Bet the side whose Big Eye Boy mark would be blue: the Big Road breaks its pattern (no bet before that road starts).</source>
        <translation>押会让大眼仔出蓝的一方：即大路打破其规律（大眼仔开始之前不下注）。</translation>
    </message>
    <message>
        <source>Small Road red</source>
        <translation>小路红</translation>
    </message>
    <message>
        <source>Bet the side whose Small Road mark would be red (the Big Road repeats its pattern two columns back).</source>
        <translation>押会让小路出红的一方（即大路重复两列之前的规律）。</translation>
    </message>
    <message>
        <source>Cockroach Pig red</source>
        <translation>曱甴路红</translation>
    </message>
    <message>
        <source>Bet the side whose Cockroach Pig mark would be red (the Big Road repeats its pattern three columns back).</source>
        <translation>押会让曱甴路出红的一方（即大路重复三列之前的规律）。</translation>
    </message>
    <message>
        <source>After {pattern} (the last {n} results, oldest first, ties skipped), bet {side}.</source>
        <translation>出现{pattern}后（最近{n}个结果，由旧到新，和局不计），押{side}。</translation>
    </message>
    <message>
        <source>Build a rule…</source>
        <translation>自定义规则…</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>for example BBP (oldest first)</source>
        <translation>例如 BBP（B 庄、P 闲，由旧到新）</translation>
    </message>
    <message>
        <source>After these results</source>
        <translation>出现这些结果后</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source> lost in a row</source>
        <translation> 注</translation>
    </message>
    <message>
        <source>Stop for the shoe after lost bets in a row</source>
        <translation>连输若干注后，本靴停止下注</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴来源</translation>
    </message>
    <message>
        <source>blank: secret shoes</source>
        <translation>留空：种子保密</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>After</source>
        <translation>出现</translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation>连输停押</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>靴数</translation>
    </message>
    <message>
        <source>Does a road rule beat the house edge? Choose one the road players use, or build your own, and run it over a million simulated shoes, your own hands or the shoes you tracked at a real table.</source>
        <translation>路单规则能胜过庄家优势吗？选一条看路玩家常用的规则，或自定义一条，然后在一百万个模拟牌靴、您自己的牌局或您在真实牌桌上记录的牌靴上运行。</translation>
    </message>
    <message>
        <source>Test a road rule</source>
        <translation>回测路单规则</translation>
    </message>
    <message>
        <source>Bets made</source>
        <translation>下注次数</translation>
    </message>
    <message>
        <source>Won / lost / pushed</source>
        <translation>赢 / 输 / 退注</translation>
    </message>
    <message>
        <source>Result per 100 units bet</source>
        <translation>每下注 100 单位的结果</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95%区间</translation>
    </message>
    <message>
        <source>The house edge predicts</source>
        <translation>庄家优势推算</translation>
    </message>
    <message>
        <source>Banker every hand</source>
        <translation>每局押庄</translation>
    </message>
    <message>
        <source>Player every hand</source>
        <translation>每局押闲</translation>
    </message>
    <message>
        <source>Choose a rule and a source, then press Run.</source>
        <translation>请选择规则和牌靴来源，然后按“运行”。</translation>
    </message>
    <message>
        <source>The rule's running result against the band the house edge predicts</source>
        <translation>规则的累计结果与庄家优势推算的范围对比</translation>
    </message>
    <message>
        <source>A seed is a whole number (blank: secret shoes).</source>
        <translation>种子须为整数（留空：种子保密）。</translation>
    </message>
    <message>
        <source>Cancelled: these figures count the shoes that finished.</source>
        <translation>已取消：这些数字只计入已完成的牌靴。</translation>
    </message>
    <message>
        <source>Backtest</source>
        <translation>回测</translation>
    </message>
    <message>
        <source>&amp;Backtest</source>
        <translation>回测(&amp;B)</translation>
    </message>
    <message>
        <source>the backtest stopped</source>
        <translation>回测已中止</translation>
    </message>
    <message>
        <source>stop after 0 to {n} lost bets in a row</source>
        <translation>连输停押须为 0 至 {n} 注</translation>
    </message>
    <message>
        <source>choose a rule</source>
        <translation>请选择规则</translation>
    </message>
    <message>
        <source>choose where the shoes come from</source>
        <translation>请选择牌靴来源</translation>
    </message>
    <message>
        <source>simulate 1 to {n} shoes</source>
        <translation>模拟靴数须为 1 至 {n}</translation>
    </message>
    <message>
        <source>no history is open to read shoes from</source>
        <translation>没有打开的记录可供读取牌靴</translation>
    </message>
    <message>
        <source>a run is under way</source>
        <translation>正在运行中</translation>
    </message>
</context>
<context>
    <name>Bets</name>
    <message>
        <source>Won</source>
        <translation>赢</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>输</translation>
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
        <translation>1赔{pays}</translation>
    </message>
    <message>
        <source>1 to {denominator}</source>
        <translation>1赔1/{denominator}</translation>
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
        <translation>庄以6点赢</translation>
    </message>
    <message>
        <source>win on 6</source>
        <translation>6点赢</translation>
    </message>
    <message>
        <source>Banker wins on any other total</source>
        <translation>庄以其他点数赢</translation>
    </message>
    <message>
        <source>Banker wins with a three-card 7</source>
        <translation>庄以三张牌7点赢</translation>
    </message>
    <message>
        <source>3-card 7</source>
        <translation>三张牌7点</translation>
    </message>
    <message>
        <source>Banker wins any other way</source>
        <translation>庄以其他方式赢</translation>
    </message>
    <message>
        <source>Banker wins (less 5% commission)</source>
        <translation>庄赢（抽佣5%）</translation>
    </message>
    <message>
        <source>Player wins with a natural</source>
        <translation>闲以例牌赢</translation>
    </message>
    <message>
        <source>Player wins by {points} points without a natural</source>
        <translation>闲非例牌赢{points}点</translation>
    </message>
    <message>
        <source>Banker wins with a natural</source>
        <translation>庄以例牌赢</translation>
    </message>
    <message>
        <source>Banker wins by {points} points without a natural</source>
        <translation>庄非例牌赢{points}点</translation>
    </message>
    <message>
        <source>a natural Tie</source>
        <translation>例牌和局</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Player's total is higher than Banker's</source>
        <translation>闲的点数高于庄</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>闲赢</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>BANKER</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Banker's total is higher than Player's</source>
        <translation>庄的点数高于闲</translation>
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
        <translation>庄闲点数相同</translation>
    </message>
    <message>
        <source>Player Pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>P PAIR</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Player's first two cards are the same rank</source>
        <translation>闲的首两张牌牌面相同</translation>
    </message>
    <message>
        <source>Player's first two cards are a pair</source>
        <translation>闲的首两张牌成对子</translation>
    </message>
    <message>
        <source>Banker Pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>B PAIR</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Banker's first two cards are the same rank</source>
        <translation>庄的首两张牌牌面相同</translation>
    </message>
    <message>
        <source>Banker's first two cards are a pair</source>
        <translation>庄的首两张牌成对子</translation>
    </message>
    <message>
        <source>Either Pair</source>
        <translation>任意对子</translation>
    </message>
    <message>
        <source>EITHER PAIR</source>
        <translation>任意对子</translation>
    </message>
    <message>
        <source>either hand's first two cards are the same rank</source>
        <translation>任一方的首两张牌牌面相同</translation>
    </message>
    <message>
        <source>either hand's first two cards are a pair</source>
        <translation>任一方的首两张牌成对子</translation>
    </message>
    <message>
        <source>Perfect Pair</source>
        <translation>完美对子</translation>
    </message>
    <message>
        <source>PERFECT PAIR</source>
        <translation>完美对子</translation>
    </message>
    <message>
        <source>either hand's first two cards are the same rank and suit</source>
        <translation>任一方的首两张牌牌面与花色都相同</translation>
    </message>
    <message>
        <source>either hand's first two cards are a suited pair</source>
        <translation>任一方的首两张牌成同花对子</translation>
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
        <translation>本局共发五或六张牌</translation>
    </message>
    <message>
        <source>the coup uses 5 or 6 cards</source>
        <translation>本局共发5或6张牌</translation>
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
        <translation>本局只发四张牌</translation>
    </message>
    <message>
        <source>the coup uses 4 cards</source>
        <translation>本局只发4张牌</translation>
    </message>
    <message>
        <source>Player Bonus</source>
        <translation>闲龙宝</translation>
    </message>
    <message>
        <source>P BONUS</source>
        <translation>闲龙宝</translation>
    </message>
    <message>
        <source>Player wins with a natural, or by 4 points or more</source>
        <translation>闲以例牌赢，或赢4点或以上</translation>
    </message>
    <message>
        <source>Banker Bonus</source>
        <translation>庄龙宝</translation>
    </message>
    <message>
        <source>B BONUS</source>
        <translation>庄龙宝</translation>
    </message>
    <message>
        <source>Banker wins with a natural, or by 4 points or more</source>
        <translation>庄以例牌赢，或赢4点或以上</translation>
    </message>
    <message>
        <source>Dragon 7</source>
        <translation>龙7</translation>
    </message>
    <message>
        <source>DRAGON 7</source>
        <translation>龙7</translation>
    </message>
    <message>
        <source>Banker wins with a three-card total of 7</source>
        <translation>庄以三张牌合计7点赢</translation>
    </message>
    <message>
        <source>Panda 8</source>
        <translation>熊猫8</translation>
    </message>
    <message>
        <source>PANDA 8</source>
        <translation>熊猫8</translation>
    </message>
    <message>
        <source>Player wins with a three-card total of 8</source>
        <translation>闲以三张牌合计8点赢</translation>
    </message>
    <message>
        <source>Player wins with a three-card 8</source>
        <translation>闲以三张牌8点赢</translation>
    </message>
    <message>
        <source>Lucky 6</source>
        <translation>幸运6</translation>
    </message>
    <message>
        <source>LUCKY 6</source>
        <translation>幸运6</translation>
    </message>
    <message>
        <source>Banker wins with a two-card 6</source>
        <translation>庄以两张牌6点赢</translation>
    </message>
    <message>
        <source>Banker wins with a three-card 6</source>
        <translation>庄以三张牌6点赢</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>三张牌</translation>
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
        <translation>连胜</translation>
    </message>
    <message>
        <source>Tie frequency</source>
        <translation>和局频率</translation>
    </message>
    <message>
        <source>Outcome mix</source>
        <translation>结果分布</translation>
    </message>
    <message>
        <source>Money by bet type</source>
        <translation>各注项输赢</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>场次</translation>
    </message>
    <message>
        <source>No money in these hands: nobody bet on them here. Win streaks, Tie frequency and Outcome mix count them.</source>
        <translation>这些牌局没有输赢金额：这里没有人下注。“连胜”、“和局频率”和“结果分布”会统计它们。</translation>
    </message>
    <message>
        <source>Net result, sessions end to end</source>
        <translation>净输赢（各场次依次相接）</translation>
    </message>
    <message>
        <source>All bets</source>
        <translation>全部注项</translation>
    </message>
    <message>
        <source>{decks} decks · {variant} · Tie {tie}</source>
        <translation>{decks}副牌 · {variant} · 和局{tie}</translation>
    </message>
    <message>
        <source>The line is the bankroll after each hand.</source>
        <translation>曲线是每局之后的本金。</translation>
    </message>
    <message>
        <source>The line is the running net result (sessions one after another) after each hand.</source>
        <translation>曲线是每局之后累计的净输赢（各场次依次相接）。</translation>
    </message>
    <message>
        <source>Shaded bands are alternate shoes.</source>
        <translation>阴影带与空白相间，区分各个牌靴。</translation>
    </message>
    <message>
        <source>{shoes:,} shoes are too many to mark at this scale; choose a session or a few days.</source>
        <translation>{shoes:,}靴太多，在此比例下无法逐一标出；请选择一个场次或几天。</translation>
    </message>
    <message>
        <source>Dashed gold lines mark where a new session starts (#id).</source>
        <translation>金色虚线标出新场次开始的位置（#编号）。</translation>
    </message>
    <message>
        <source>The star is the highest point; the red arrow is the largest fall from an earlier high (maximum drawdown).</source>
        <translation>星号是最高点；红色箭头是从先前高点起的最大跌幅（最大回撤）。</translation>
    </message>
    <message>
        <source>Gold diamonds: how many streaks of each length to expect if every hand were independent, from the exact odds of a full shoe. Long streaks are rare in one shoe but come up over many; a streak says nothing about the next hand.</source>
        <translation>金色菱形：假如每一局都互相独立，按满靴牌的精确概率，各长度的连胜预计会出现多少次。长连胜在一靴之中少见，但靴数一多就会出现；连胜对下一局毫无预示作用。</translation>
    </message>
    <message>
        <source>Ties are left out. With P(Banker | not a tie) = {banker:.4f} and P(Player | not a tie) = {player:.4f} from the exact odds of a full shoe, each shoe's decided hands give the expected number of runs of each length (a shoe's end cuts its last run short). It is an approximation: as cards leave the shoe the real odds drift very slightly.</source>
        <translation>和局不计入。按满靴牌的精确概率，P(庄 | 非和局) = {banker:.4f}，P(闲 | 非和局) = {player:.4f}；由每靴分出胜负的局数，可算出各长度连胜的期望次数（一靴结束时，最后一次连胜会被截断）。这只是近似：随着牌从牌靴发出，实际概率会有极轻微的变化。</translation>
    </message>
    <message>
        <source>With more windows than the chart has pixels, the green shading is the range of the windows in each pixel column and the line their average.</source>
        <translation>区段多于图表的像素时，绿色阴影是每一像素列内各区段的范围，线条是它们的平均值。</translation>
    </message>
    <message>
        <source>Dashed gold line: how often a tie comes up in the long run, {p:.2%} of hands. Gold bands: where the tie rate lands 19 times in 20 by luck alone, so about one stretch of {window} hands in twenty outside them is normal. The running rate settles towards the long-run value as hands add up.</source>
        <translation>金色虚线：长期而言和局出现的频率，占局数的{p:.2%}。金色色带：单凭运气，和局率20次中有19次落在其中，所以每二十段{window}局中约有一段落在色带外，属于正常。随着局数增加，累计和局率会逐渐趋向长期值。</translation>
    </message>
    <message>
        <source>p = {p:.4%} is the exact tie probability of a full shoe. Top band: the exact binomial range holding 95% of the tie counts in {window} hands. Bottom band: p ± 1.96·√(p(1−p)/n) for the n hands so far, the normal approximation; the early swings are clipped off the scale.</source>
        <translation>p = {p:.4%} 是满靴牌的精确和局概率。上方色带：{window}局中和局次数的精确二项分布范围，涵盖95%的情况。下方色带：至今 n 局的 p ± 1.96·√(p(1−p)/n)，即正态近似；早期的大幅波动超出刻度，不予显示。</translation>
    </message>
    <message>
        <source>Each whisker is the range a result's share of {hands:,} hands falls in 19 times in 20 by luck; gold marks its long-run share. {inside} of {total} long-run shares lie inside their range: differences of the size luck makes (even one outside is expected now and then). The shoe has no memory: no pattern here predicts the next hand.</source>
        <translation>每条误差线是某一结果在{hands:,}局中所占比例的范围：单凭运气，20次中有19次落在其中；金色标出它的长期比例。{total}个长期比例中有{inside}个落在各自的范围内：这样的差异是运气造成的（偶尔有一个落在范围外也属意料之中）。牌靴没有记忆：这里的任何规律都无法预测下一局。</translation>
    </message>
    <message>
        <source>Whiskers: Wilson 95% score intervals for the share p̂ seen in n = {hands:,} hands, (p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n) with z = 1.96; sound for small counts and rare results. Gold: the exact probabilities of a full shoe under the session's rules.</source>
        <translation>误差线：n = {hands:,}局中实际比例 p̂ 的95%威尔逊得分区间，(p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n)，其中 z = 1.96；样本少或结果罕见时同样可靠。金色：按场次规则计算的满靴牌精确概率。</translation>
    </message>
    <message>
        <source>Expected net: what your bets were worth by the odds, each session under its own rules; commission is already taken out of the net. A result inside the luck range is what chance alone gives for those stakes; only over many thousands of bets does the house edge show through.</source>
        <translation>期望净输赢：按概率计算您的下注价值多少，每个场次按各自的规则计算；净输赢已扣除佣金。落在运气范围内的结果，单凭运气就会出现；要经过成千上万注，庄家优势才会显现出来。</translation>
    </message>
    <message>
        <source>Expected net = −(house edge × amount wagered), summed over your bets, with each bet's exact edge for its session's decks, commission and Tie payout. Luck range: expected ± 1.96 × the standard deviation of those bets' results (each bet's spread from the exact odds, bets taken as independent), which holds the net about 95% of the time.</source>
        <translation>期望净输赢 = −（庄家优势 × 下注额），对您的所有下注求和；每注的精确优势按其场次的牌副数、佣金和和局赔率计算。运气范围：期望值 ± 1.96 × 这些下注结果的标准差（每注的离散程度由精确概率算出，各注视为相互独立），净输赢约有95%的机会落在此范围内。</translation>
    </message>
    <message>
        <source>The table lists the latest {shown} of {rows} sessions: export the data for all.</source>
        <translation>表格列出{rows}个场次中最近的{shown}个：导出数据可查看全部。</translation>
    </message>
    <message>
        <source>Biggest win and loss are single hands (all bets of the hand together). Duration runs from the session's start to its end, or to its latest hand while it is open.</source>
        <translation>最大赢额与最大输额都以单局计（该局所有下注合计）。时长从场次开始算到结束；场次尚未结束时，算到最近一局。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>净输赢</translation>
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
        <translation>已玩局数</translation>
    </message>
    <message>
        <source>Max drawdown {amount}</source>
        <translation>最大回撤 {amount}</translation>
    </message>
    <message>
        <source>Longest Banker</source>
        <translation>庄最长连胜</translation>
    </message>
    <message>
        <source>Longest Player</source>
        <translation>闲最长连胜</translation>
    </message>
    <message>
        <source>Banker streaks</source>
        <translation>庄连胜次数</translation>
    </message>
    <message>
        <source>Player streaks</source>
        <translation>闲连胜次数</translation>
    </message>
    <message>
        <source>{n} in a row</source>
        <translation>连胜{n}局</translation>
    </message>
    <message>
        <source>Streak length (wins in a row by one side; ties do not break a streak)</source>
        <translation>连胜长度（同一方连续赢的局数；和局不中断连胜）</translation>
    </message>
    <message>
        <source>Streak length (wins in a row; ties don't break one)</source>
        <translation>连胜长度（和局不中断连胜）</translation>
    </message>
    <message>
        <source>Streak length</source>
        <translation>连胜长度</translation>
    </message>
    <message>
        <source>Number of streaks (log scale)</source>
        <translation>连胜次数（对数刻度）</translation>
    </message>
    <message>
        <source>Streaks (log scale)</source>
        <translation>次数（对数刻度）</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Banker streaks seen</source>
        <translation>庄连胜（实际）</translation>
    </message>
    <message>
        <source>Player streaks seen</source>
        <translation>闲连胜（实际）</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望值</translation>
    </message>
    <message>
        <source>Longest streaks</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <source>session {session} · shoe {shoe} · hand {hand}</source>
        <translation>第{session}场 · 第{shoe}靴 · 第{hand}局</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>no streak yet</source>
        <translation>尚无连胜</translation>
    </message>
    <message>
        <source>No run longer than one hand yet</source>
        <translation>还没有超过一局的连胜</translation>
    </message>
    <message>
        <source>Streaks counted</source>
        <translation>连胜统计</translation>
    </message>
    <message>
        <source>expected {n:,.0f}</source>
        <translation>期望 {n:,.0f}</translation>
    </message>
    <message>
        <source>Rolling: ties in the last {window} hands</source>
        <translation>滚动：最近{window}局中的和局比例</translation>
    </message>
    <message>
        <source>Last {window} hands</source>
        <translation>最近{window}局</translation>
    </message>
    <message>
        <source>95% band {low:.0%}–{high:.0%}</source>
        <translation>95%范围 {low:.0%}–{high:.0%}</translation>
    </message>
    <message>
        <source>windows outside: {share:.1%}</source>
        <translation>超出范围的区段：{share:.1%}</translation>
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
        <translation>累计：至今所有局中的和局比例</translation>
    </message>
    <message>
        <source>All hands so far</source>
        <translation>至今所有局</translation>
    </message>
    <message>
        <source>observed {share:.2%} ({ties:,} of {hands:,})</source>
        <translation>实际 {share:.2%}（{hands:,}局中{ties:,}局）</translation>
    </message>
    <message>
        <source>95% interval {low:.2%}–{high:.2%}</source>
        <translation>95%区间 {low:.2%}–{high:.2%}</translation>
    </message>
    <message>
        <source>exact        {p:.2%}</source>
        <translation>精确    {p:.2%}</translation>
    </message>
    <message>
        <source>{points:+.2f} points · normal luck</source>
        <translation>{points:+.2f}个百分点 · 正常运气</translation>
    </message>
    <message>
        <source>{points:+.2f} points · unusual</source>
        <translation>{points:+.2f}个百分点 · 不寻常</translation>
    </message>
    <message>
        <source>How often each result came up: seen (bars), exact (gold)</source>
        <translation>各结果出现的比例：实际（柱）、精确（金色）</translation>
    </message>
    <message>
        <source>Share of hands: seen (bars), exact (gold)</source>
        <translation>占局数比例：实际（柱）、精确（金色）</translation>
    </message>
    <message>
        <source>Seen (bars), exact (gold)</source>
        <translation>实际（柱）、精确（金色）</translation>
    </message>
    <message>
        <source>{seen:.2%}  (exact {exact:.2%})</source>
        <translation>{seen:.2%}（精确 {exact:.2%}）</translation>
    </message>
    <message>
        <source>Share of hands</source>
        <translation>占局数比例</translation>
    </message>
    <message>
        <source>Seen minus exact, with the range luck alone gives (95%)</source>
        <translation>实际减精确，附单凭运气的范围（95%）</translation>
    </message>
    <message>
        <source>Seen minus exact, with the 95% luck range</source>
        <translation>实际减精确，附95%运气范围</translation>
    </message>
    <message>
        <source>Seen minus exact</source>
        <translation>实际减精确</translation>
    </message>
    <message>
        <source>Seen − exact</source>
        <translation>实际 − 精确</translation>
    </message>
    <message>
        <source>Percentage points from the exact odds</source>
        <translation>与精确概率相差的百分点</translation>
    </message>
    <message>
        <source>Points from exact</source>
        <translation>与精确值之差（百分点）</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>百分点</translation>
    </message>
    <message>
        <source>No bets in these hands.</source>
        <translation>这些牌局中没有下注。</translation>
    </message>
    <message>
        <source>Actual net (bar in the spot's colour)</source>
        <translation>实际净输赢（柱为该注项的颜色）</translation>
    </message>
    <message>
        <source>Expected: −house edge × wagered</source>
        <translation>期望值：−庄家优势 × 下注额</translation>
    </message>
    <message>
        <source>95% luck range around the expected</source>
        <translation>期望值周围的95%运气范围</translation>
    </message>
    <message>
        <source>Net result</source>
        <translation>净输赢</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>注项</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>注数</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>下注额</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>期望净输赢</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>回报率</translation>
    </message>
    <message>
        <source>Luck range</source>
        <translation>运气范围</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>范围内</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>范围外</translation>
    </message>
    <message>
        <source>The figures for each bet: Export data (CSV), or a taller window.</source>
        <translation>各注项的数字：请导出数据，或把窗口拉高。</translation>
    </message>
    <message>
        <source>More in Export data (CSV).</source>
        <translation>更多数字请导出数据。</translation>
    </message>
    <message>
        <source>{days} d {hours} h</source>
        <translation>{days}天{hours}小时</translation>
    </message>
    <message>
        <source>{hours} h {minutes:02d} min</source>
        <translation>{hours}小时{minutes:02d}分</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes}分钟</translation>
    </message>
    <message>
        <source>Net result per session (latest {n})</source>
        <translation>每场净输赢（最近{n}场）</translation>
    </message>
    <message>
        <source>Net result per session</source>
        <translation>每场净输赢</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>场次</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
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
        <translation>本靴输赢</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>庄期望值</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>闲期望值</translation>
    </message>
    <message>
        <source>Exact odds</source>
        <translation>精确概率</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>95% luck range</source>
        <translation>95%运气范围</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>最大赢额</translation>
    </message>
    <message>
        <source>Biggest loss</source>
        <translation>最大输额</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Sessions {sessions} and {more} more</source>
        <translation>场次 {sessions} 及另外{more}场</translation>
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
        <translation>全部记录</translation>
    </message>
    <message>
        <source>No hands match this filter yet.</source>
        <translation>还没有符合筛选条件的牌局。</translation>
    </message>
    <message numerus="yes">
        <source>Session(s) {sessions}</source>
        <translation>
            <numerusform>场次 {sessions}</numerusform>
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
        <translation>没有承诺值，但每一个用于游戏的牌靴都会在发第一张牌之前先给出承诺值</translation>
    </message>
    <message>
        <source>its commitment {commitment} is not a SHA-256 (64 hex digits)</source>
        <translation>承诺值 {commitment} 不是 SHA-256（64 位十六进制数字）</translation>
    </message>
    <message>
        <source>it has ended, but its seed was never revealed (so its cards cannot be checked)</source>
        <translation>已经结束，但种子从未公开（因此无法核验它的牌）</translation>
    </message>
    <message>
        <source>a shoe holds 6 or 8 decks, not {decks}</source>
        <translation>牌靴只能装 6 副或 8 副牌，不能是 {decks}</translation>
    </message>
    <message>
        <source>its end and the reason it ended go together: one of them is missing</source>
        <translation>结束时间与结束原因必须同时存在：现在缺少其中一项</translation>
    </message>
    <message>
        <source>{reason} is not how a shoe ends ({reasons})</source>
        <translation>{reason} 不是牌靴的结束方式（应为 {reasons} 之一）</translation>
    </message>
    <message>
        <source>its session has ended, but the shoe has not</source>
        <translation>所属场次已经结束，这一靴却尚未结束</translation>
    </message>
    <message>
        <source>the revealed seed {seed} is not 64 hex digits</source>
        <translation>公开的种子 {seed} 不是 64 位十六进制数字</translation>
    </message>
    <message>
        <source>its secret seed is damaged</source>
        <translation>保密种子已损坏</translation>
    </message>
    <message>
        <source>the revealed seed does not match the commitment</source>
        <translation>公开的种子与承诺值不符</translation>
    </message>
    <message>
        <source>its secret seed does not match its commitment</source>
        <translation>保密种子与承诺值不符</translation>
    </message>
    <message>
        <source>the cut card is not where the seed puts it</source>
        <translation>切牌卡不在种子所定的位置</translation>
    </message>
    <message>
        <source>the burn is not what the seed deals</source>
        <translation>烧牌与种子发出的牌不符</translation>
    </message>
    <message>
        <source>its burn card {card} is not a card</source>
        <translation>烧牌 {card} 不是一张有效的牌</translation>
    </message>
    <message>
        <source>{burned} cards burned: a burn takes the card shown and 1 to 10 more</source>
        <translation>烧了 {burned} 张牌：烧牌应为亮出的那张牌，再加 1 至 10 张</translation>
    </message>
    <message>
        <source>{burned} cards burned, but a shown {card} burns {burns} (itself and as many more as it counts; a ten or court card counts 10)</source>
        <translation>烧了 {burned} 张牌，但亮出的 {card} 应烧 {burns} 张（它本身，再加上与其点数相同的张数；10 和公仔牌按 10 计）</translation>
    </message>
    <message>
        <source>it has no cut card</source>
        <translation>没有切牌卡</translation>
    </message>
    <message>
        <source>its cut card position {cut} is not a place in a shoe</source>
        <translation>切牌卡位置 {cut} 不是牌靴中的有效位置</translation>
    </message>
    <message>
        <source>its cut card at {cut} is not where this table places it in a {size}-card shoe ({low} to {high}: {fewest} to {most} cards behind it)</source>
        <translation>切牌卡在第 {cut} 张，不在本桌为 {size} 张牌的牌靴所定的范围内（第 {low} 至 {high} 张：其后留 {fewest} 至 {most} 张牌）</translation>
    </message>
    <message>
        <source>its start {moment} is not a moment as the history stores it</source>
        <translation>开始时间 {moment} 不符合记录保存时间的格式</translation>
    </message>
    <message>
        <source>it started before its session did</source>
        <translation>在所属场次开始之前就已开始</translation>
    </message>
    <message>
        <source>its end {moment} is not a moment as the history stores it</source>
        <translation>结束时间 {moment} 不符合记录保存时间的格式</translation>
    </message>
    <message>
        <source>it ends before it starts</source>
        <translation>结束时间早于开始时间</translation>
    </message>
    <message>
        <source>it ended after its session did</source>
        <translation>在所属场次结束之后才结束</translation>
    </message>
    <message>
        <source>it deals {card} {count} times, but {decks} decks hold {decks} of each card</source>
        <translation>发出了 {count} 次 {card}，但 {decks} 副牌中每种牌只有 {decks} 张</translation>
    </message>
    <message>
        <source>its lit cards {stored} are not the ones its shoe lights ({expected})</source>
        <translation>所存的倍数牌 {stored} 与其牌靴应亮出的倍数牌（{expected}）不符</translation>
    </message>
    <message>
        <source>it started before the previous shoe ended</source>
        <translation>在前一靴结束之前就已开始</translation>
    </message>
    <message>
        <source>hand numbers skip (expected hand {number})</source>
        <translation>局号不连续（此处应为第{number}局）</translation>
    </message>
    <message>
        <source>its shoe position {position} is not a place in a shoe</source>
        <translation>牌靴位置 {position} 不是牌靴中的有效位置</translation>
    </message>
    <message>
        <source>stored at shoe position {position}, but the shoe was at {start}</source>
        <translation>保存的牌靴位置为 {position}，但牌靴当时的位置是 {start}</translation>
    </message>
    <message>
        <source>it was dealt after the shoe's last hand</source>
        <translation>在本靴最后一局之后才发出</translation>
    </message>
    <message>
        <source>it runs past the end of the {size}-card shoe</source>
        <translation>超出了牌靴的末尾（牌靴共 {size} 张牌）</translation>
    </message>
    <message>
        <source>the cards are not what the revealed shoe deals</source>
        <translation>牌与按公开种子还原的牌靴所发的不符</translation>
    </message>
    <message>
        <source>the cards are not what the shoe deals at that point</source>
        <translation>牌与牌靴在该位置所发的不符</translation>
    </message>
    <message>
        <source>its time {moment} is not a moment as the history stores it</source>
        <translation>时间 {moment} 不符合记录保存时间的格式</translation>
    </message>
    <message>
        <source>it was played before its shoe started</source>
        <translation>在所属牌靴开始之前就已进行</translation>
    </message>
    <message>
        <source>it was played after its shoe ended</source>
        <translation>在所属牌靴结束之后才进行</translation>
    </message>
    <message>
        <source>the cut card ended it after {full} hands, but only {hands} are in the file</source>
        <translation>本靴因切牌卡在第{full}局后结束，但文件中只有{hands}局</translation>
    </message>
    <message>
        <source>the cut card ended it, but the hand dealt after the cut card came out is not in it (hands are missing after hand {hands})</source>
        <translation>本靴因切牌卡而结束，但其中没有切牌卡出现后所发的那一局（缺少第{hands}局之后的牌局）</translation>
    </message>
    <message>
        <source>its last hand was dealt (after the cut card came out), but it did not end</source>
        <translation>最后一局（切牌卡出现后的那一局）已经发出，但本靴没有结束</translation>
    </message>
    <message>
        <source>its last hand was dealt (after the cut card came out), but it ended as {reason}</source>
        <translation>最后一局（切牌卡出现后的那一局）已经发出，但本靴的结束原因却是 {reason}</translation>
    </message>
    <message>
        <source>shoe numbers skip (expected shoe {number})</source>
        <translation>靴号不连续（此处应为第{number}靴）</translation>
    </message>
    <message>
        <source>it never ended, yet another shoe came after it</source>
        <translation>从未结束，之后却又有另一靴</translation>
    </message>
    <message>
        <source>it is a shoe of {decks} decks at a {table}-deck table</source>
        <translation>这是{decks}副牌的牌靴，而牌桌用的是{table}副牌</translation>
    </message>
</context>
<context>
    <name>Companion</name>
    <message>
        <source>Some places forbid devices that analyse odds at a table: Nevada's NRS 465.075, for one. At the table this view shows no odds and no card counts and takes no cards. Where in doubt, keep the results on paper and enter the shoe here afterwards.</source>
        <translation>有些地方禁止在牌桌上使用分析概率的设备，例如美国内华达州法规 NRS 465.075。在桌边模式下，本视图不显示概率和牌数，也不接受输入牌面。如有疑问，请先把结果记在纸上，事后再把这一靴输入这里。</translation>
    </message>
    <message>
        <source>P pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>B pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Companion: the shoe's keys</source>
        <translation>记路助手：记录本靴的按键</translation>
    </message>
    <message>
        <source>B, P, T: Banker, Player, Tie. 1, 2, N: a Player pair, a Banker pair, a natural on the next hand. C: type the hand's cards. Backspace: undo. E: correct the hand chosen in the list.</source>
        <translation>B、P、T：庄、闲、和。1、2、N：下一局的闲对、庄对、例牌。C：输入本局的牌。Backspace：撤销。E：更正列表中选中的那一局。</translation>
    </message>
    <message>
        <source>New sitting…</source>
        <translation>新场次…</translation>
    </message>
    <message>
        <source>Next shoe</source>
        <translation>下一靴</translation>
    </message>
    <message>
        <source>End shoe</source>
        <translation>结束本靴</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>桌边模式</translation>
    </message>
    <message>
        <source>Large keys, a dark screen, no odds and no counts (Ctrl+Shift+T)</source>
        <translation>大按键、暗色屏幕，不显示概率和牌数（Ctrl+Shift+T）</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
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
        <translation>撤销</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>更正</translation>
    </message>
    <message>
        <source>I watch for pairs and naturals</source>
        <translation>我会留意对子和例牌</translation>
    </message>
    <message>
        <source>Off: a hand logged by its result says nothing of its pairs and natural</source>
        <translation>关闭时：只记下结果的牌局，不含对子与例牌的信息</translation>
    </message>
    <message>
        <source>Cards (C): KH 5D / 9S 2C 3H</source>
        <translation>牌（C）：KH 5D / 9S 2C 3H</translation>
    </message>
    <message>
        <source>The hand's cards: Player's, a slash, Banker's</source>
        <translation>本局的牌：先写闲的牌，加一条斜线，再写庄的牌</translation>
    </message>
    <message>
        <source>The shoe's hands</source>
        <translation>本靴的牌局</translation>
    </message>
    <message>
        <source>The cards left</source>
        <translation>余牌</translation>
    </message>
    <message>
        <source>Correcting hand {number}: press B, P or T (marks first), or enter its cards. Esc: leave it.</source>
        <translation>正在更正第{number}局：按 B、P 或 T（先标记对子与例牌），或输入它的牌。Esc：退出更正。</translation>
    </message>
    <message>
        <source>New sitting</source>
        <translation>新场次</translation>
    </message>
    <message>
        <source>Casino or live stream</source>
        <translation>赌场或真人直播</translation>
    </message>
    <message>
        <source>Table name or number</source>
        <translation>牌桌名称或号码</translation>
    </message>
    <message>
        <source> decks</source>
        <translation> 副牌</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>场所</translation>
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
        <translation>开始本场</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>记路助手</translation>
    </message>
    <message>
        <source>Co&amp;mpanion</source>
        <translation>记路助手(&amp;M)</translation>
    </message>
    <message>
        <source>{side}: '{char}' is not a rank (A, 2-9, T or 10, J, Q, K)</source>
        <translation>{side}：'{char}' 不是牌的点数（A、2-9、T 或 10、J、Q、K）</translation>
    </message>
    <message>
        <source>{side}: give each card a suit after its rank (S, H, D or C)</source>
        <translation>{side}：每张牌的点数后面要写花色（S、H、D 或 C）</translation>
    </message>
    <message>
        <source>Write Player's cards, then '/', then Banker's: for example KH 5D / 9S 2C</source>
        <translation>先写闲的牌，再写 '/'，然后写庄的牌：例如 KH 5D / 9S 2C</translation>
    </message>
    <message>
        <source>{side} holds 2 or 3 cards, not {count}</source>
        <translation>{side}应有 2 或 3 张牌，而不是 {count} 张</translation>
    </message>
    <message>
        <source>Player draws a third card on these cards</source>
        <translation>按这些牌，闲应补第三张牌</translation>
    </message>
    <message>
        <source>Player stands on these cards: no third card</source>
        <translation>按这些牌，闲应停牌：没有第三张牌</translation>
    </message>
    <message>
        <source>Banker draws a third card on these cards</source>
        <translation>按这些牌，庄应补第三张牌</translation>
    </message>
    <message>
        <source>Banker stands on these cards: no third card</source>
        <translation>按这些牌，庄应停牌：没有第三张牌</translation>
    </message>
    <message>
        <source>the odds could not be worked out</source>
        <translation>无法计算概率</translation>
    </message>
    <message>
        <source>{cards} cards entered, in {with_cards} of {hands} hands</source>
        <translation>已输入 {cards} 张牌，来自 {hands} 局中的 {with_cards} 局</translation>
    </message>
    <message>
        <source>Start a shoe to see the odds of its cards left.</source>
        <translation>开始一靴后，即可查看余牌的概率。</translation>
    </message>
    <message>
        <source>Enter the hands' cards (C) to see the exact odds of the cards left: results alone say nothing about them.</source>
        <translation>输入各局的牌（C），即可查看余牌的精确概率：仅凭结果无从得知余牌。</translation>
    </message>
    <message>
        <source>No sitting yet: start one with New sitting (Ctrl+N).</source>
        <translation>尚无场次：请用“新场次”（Ctrl+N）开始。</translation>
    </message>
    <message>
        <source>shoe {no} ended</source>
        <translation>第{no}靴已结束</translation>
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
        <translation>一靴可装 1 至 {most} 副牌。</translation>
    </message>
    <message>
        <source>Start a sitting first.</source>
        <translation>请先开始一个场次。</translation>
    </message>
    <message>
        <source>{card} is entered more often than a {decks}-deck shoe holds it</source>
        <translation>{card} 输入的次数多于 {decks} 副牌的牌靴所含的张数</translation>
    </message>
    <message>
        <source>Start a shoe first (New sitting or Next shoe).</source>
        <translation>请先开始一靴（新场次或下一靴）。</translation>
    </message>
    <message>
        <source>The odds cannot be worked out: {error}</source>
        <translation>无法计算概率：{error}</translation>
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
            <numerusform>有{n}局记录时没有输入牌：这些牌算作未现的牌，如同暗烧的牌。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Daily</name>
    <message>
        <source>No medal</source>
        <translation>无奖牌</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>铜牌</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>银牌</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金牌</translation>
    </message>
    <message>
        <source>at most {value}</source>
        <translation>不超过{value}</translation>
    </message>
    <message>
        <source>at least {value}</source>
        <translation>至少{value}</translation>
    </message>
    <message>
        <source>Few bets, ahead</source>
        <translation>少注领先</translation>
    </message>
    <message>
        <source>Finish the shoe ahead, placing as few bets as you can.</source>
        <translation>用尽可能少的注数，在本靴结束时领先收场。</translation>
    </message>
    <message>
        <source>Side bet hunter</source>
        <translation>边注猎人</translation>
    </message>
    <message>
        <source>Win side bets (Tie or a pair), placing no more than 20 of them.</source>
        <translation>赢取边注（和或对子），最多下20注。</translation>
    </message>
    <message>
        <source>Keep it close</source>
        <translation>稳扎稳打</translation>
    </message>
    <message>
        <source>Bet on at least 30 hands without ever being far below your starting bankroll.</source>
        <translation>至少下注30局，且本金始终不比起始本金少太多。</translation>
    </message>
    <message>
        <source>Banker only</source>
        <translation>只押庄</translation>
    </message>
    <message>
        <source>Bet only on Banker and finish the shoe ahead.</source>
        <translation>只押庄，并在本靴结束时领先收场。</translation>
    </message>
    <message>
        <source>Player only</source>
        <translation>只押闲</translation>
    </message>
    <message>
        <source>Bet only on Player and finish the shoe ahead.</source>
        <translation>只押闲，并在本靴结束时领先收场。</translation>
    </message>
    <message>
        <source>On a roll</source>
        <translation>手气正旺</translation>
    </message>
    <message>
        <source>Win hands in a row: a loss or a push ends the run, a hand without bets does not.</source>
        <translation>连赢多局：输或退注会中断连赢，没有下注的牌局则不会。</translation>
    </message>
    <message>
        <source>Grow the bankroll</source>
        <translation>本金增长</translation>
    </message>
    <message>
        <source>Finish the shoe as far ahead as you can.</source>
        <translation>在本靴结束时赢得越多越好。</translation>
    </message>
    <message>
        <source>not a daily result code: {why}</source>
        <translation>不是每日牌靴的结果代码：{why}</translation>
    </message>
    <message>
        <source>the day is written YYYYMMDD, not {text}</source>
        <translation>日期应写作 YYYYMMDD，而不是 {text}</translation>
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
        <translation>第{hand}局的顺序不对</translation>
    </message>
    <message>
        <source>hand {hand} names a bet twice</source>
        <translation>第{hand}局把同一注项写了两次</translation>
    </message>
    <message>
        <source>it is longer than any day's code</source>
        <translation>它比任何一天的代码都长</translation>
    </message>
    <message>
        <source>a code reads BD1-YYYYMMDD-BETS-NET-MEDAL-CHECK, not {text}</source>
        <translation>代码的格式是 BD1-YYYYMMDD-BETS-NET-MEDAL-CHECK，而不是 {text}</translation>
    </message>
    <message>
        <source>this version of Baccarat Desktop reads {known} codes, not {prefix}</source>
        <translation>此版本的 Baccarat Desktop 读取 {known} 代码，而不是 {prefix} 代码</translation>
    </message>
    <message>
        <source>the checksum is {n} hex digits</source>
        <translation>校验码应为 {n} 位十六进制数字</translation>
    </message>
    <message>
        <source>wrong checksum: the code was changed or mistyped</source>
        <translation>校验码不符：代码被改动过或输错了</translation>
    </message>
    <message>
        <source>the net is U or D then cents, not {text}</source>
        <translation>输赢应写作 U 或 D 后接以分为单位的金额，而不是 {text}</translation>
    </message>
    <message>
        <source>the medal is N, B, S or G, not {text}</source>
        <translation>奖牌应为 N、B、S 或 G，而不是 {text}</translation>
    </message>
    <message>
        <source>hand {hand}: the table refuses the bets: {why}</source>
        <translation>第{hand}局：牌桌不接受这些下注：{why}</translation>
    </message>
    <message>
        <source>bets on hand {hand}, but the day's shoe deals only {hands} hands</source>
        <translation>第{hand}局有下注，但当天的牌靴只发{hands}局</translation>
    </message>
    <message>
        <source>{day} has not begun anywhere yet: no code can be from it</source>
        <translation>{day} 在任何地方都还没有开始：不可能有这一天的代码</translation>
    </message>
    <message>
        <source>the code claims {claimed_net} and {claimed_medal}, but its bets on that day's shoe give {net} and {medal}</source>
        <translation>代码声称输赢{claimed_net}、{claimed_medal}，但按其下注，当天牌靴的结果是{net}、{medal}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Every hand is saved. If you quit, this session picks up where you left it the next time you open the game. The house edge does not change however long you play.</source>
        <translation>每一局都已保存。如果现在退出，下次打开游戏时，本场次会从中断处继续。无论玩多久，庄家优势都不会改变。</translation>
    </message>
    <message>
        <source>{n} minute</source>
        <translation>{n}分钟</translation>
    </message>
    <message>
        <source>{hours} {minutes}</source>
        <translation>{hours}{minutes}</translation>
    </message>
    <message>
        <source>You have been playing for {time} this session and you are up {amount}.</source>
        <translation>本场次您已玩了{time}，目前赢了{amount}。</translation>
    </message>
    <message>
        <source>You have been playing for {time} this session and you are down {amount}.</source>
        <translation>本场次您已玩了{time}，目前输了{amount}。</translation>
    </message>
    <message>
        <source>You have been playing for {time} this session and you are even.</source>
        <translation>本场次您已玩了{time}，目前不输不赢。</translation>
    </message>
    <message>
        <source>Reality check</source>
        <translation>游戏时间提醒</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>继续游戏</translation>
    </message>
    <message>
        <source>See hand history</source>
        <translation>查看牌局记录</translation>
    </message>
    <message>
        <source>Quit the game</source>
        <translation>退出游戏</translation>
    </message>
    <message>
        <source>Start a new history (keep this file aside)</source>
        <translation>开始新的记录（保留此文件，移到一旁）</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>打开其他文件…</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>开始新场次</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>牌局记录</translation>
    </message>
    <message>
        <source>{advice} Your bets and the hand in play are kept and are finished when you try again.</source>
        <translation>{advice}您的下注和进行中的这一局都已保留，重试时会继续完成。</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Put it back where it was to play on from this very hand, or quit and keep the copy.</source>
        <translation>将副本放回原处，即可从这一局接着玩；或者退出并保留副本。</translation>
    </message>
    <message>
        <source>Put it back and play on</source>
        <translation>放回原处并继续</translation>
    </message>
    <message>
        <source>Another file has taken its place, so nothing there is touched. To play on with your history, start Baccarat Desktop with:

baccarat-desktop --db {path}</source>
        <translation>原位置已有另一个文件，因此不会动它。要用您的记录继续游戏，请用以下命令启动百家乐桌面版：

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
        <translation>参见许可证</translation>
    </message>
    <message>
        <source>About Baccarat Desktop</source>
        <translation>关于百家乐桌面版</translation>
    </message>
    <message>
        <source>Baccarat Desktop</source>
        <translation>百家乐桌面版</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <source>An offline Punto Banco table: deal from a real shoe, follow the roads, and see what every bet is worth. Every hand is kept in your own history file, and every shoe can be checked with &lt;tt&gt;baccarat-desktop verify&lt;/tt&gt;.</source>
        <translation>一张离线的百家乐牌桌：从真实的牌靴发牌，跟着路单看牌，看清每一注的价值。每一局都保存在您自己的记录文件中，每一靴牌都可以用 &lt;tt&gt;baccarat-desktop verify&lt;/tt&gt; 核验。</translation>
    </message>
    <message>
        <source>Play for fun: the house edge is real and no betting system changes it.</source>
        <translation>娱乐为主：庄家优势真实存在，任何投注系统都改变不了它。</translation>
    </message>
    <message>
        <source>{licence}. {copyright}.&lt;br&gt;The cards, chips, icon and sounds were made for this game. Built with Qt for Python (PySide6), matplotlib, NumPy and sqlite-utils.</source>
        <translation>{licence}。{copyright}。&lt;br&gt;牌面、筹码、图标和音效均为本游戏专门制作。基于 Qt for Python (PySide6)、matplotlib、NumPy 和 sqlite-utils 构建。</translation>
    </message>
    <message>
        <source>Licences…</source>
        <translation>许可证…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>许可证</translation>
    </message>
    <message numerus="yes">
        <source>{n} hour(s)</source>
        <translation>
            <numerusform>{n}小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} minute(s)</source>
        <translation>
            <numerusform>{n}分钟</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Player {total} draws: Player draws on 0–5</source>
        <translation>闲{total}点补牌：闲0–5点补牌</translation>
    </message>
    <message>
        <source>Player {total} stands: Player stands on 6–7</source>
        <translation>闲{total}点不补牌：闲6–7点不补牌</translation>
    </message>
    <message>
        <source>Player {player} and Banker {banker}: naturals, both hands stand</source>
        <translation>闲{player}点、庄{banker}点：双方例牌，均不补牌</translation>
    </message>
    <message>
        <source>Player {player}: a natural, both hands stand</source>
        <translation>闲{player}点：例牌，双方均不补牌</translation>
    </message>
    <message>
        <source>Banker {banker}: a natural, both hands stand</source>
        <translation>庄{banker}点：例牌，双方均不补牌</translation>
    </message>
    <message>
        <source>Tie, {player} each</source>
        <translation>和局，双方各{player}点</translation>
    </message>
    <message>
        <source>Banker wins {banker} to {player}</source>
        <translation>庄赢，{banker}比{player}</translation>
    </message>
    <message>
        <source>Player wins {player} to {banker}</source>
        <translation>闲赢，{player}比{banker}</translation>
    </message>
    <message>
        <source>Player's first card: {card} (total {total})</source>
        <translation>闲第一张牌：{card}（{total}点）</translation>
    </message>
    <message>
        <source>Player's second card: {card} (total {total})</source>
        <translation>闲第二张牌：{card}（{total}点）</translation>
    </message>
    <message>
        <source>Player's third card: {card} (total {total})</source>
        <translation>闲第三张牌：{card}（{total}点）</translation>
    </message>
    <message>
        <source>Banker's first card: {card} (total {total})</source>
        <translation>庄第一张牌：{card}（{total}点）</translation>
    </message>
    <message>
        <source>Banker's second card: {card} (total {total})</source>
        <translation>庄第二张牌：{card}（{total}点）</translation>
    </message>
    <message>
        <source>Banker's third card: {card} (total {total})</source>
        <translation>庄第三张牌：{card}（{total}点）</translation>
    </message>
    <message>
        <source>Banker {total} draws: Player stood, so Banker draws on 0–5</source>
        <translation>庄{total}点补牌：闲不补牌，庄0–5点补牌</translation>
    </message>
    <message>
        <source>Banker {total} stands: Player stood, so Banker draws on 0–5</source>
        <translation>庄{total}点不补牌：闲不补牌，庄0–5点才补牌</translation>
    </message>
    <message>
        <source>Banker {total} draws: Banker always draws on 0–2</source>
        <translation>庄{total}点补牌：庄0–2点必补</translation>
    </message>
    <message>
        <source>Banker 7 stands: Banker always stands on 7</source>
        <translation>庄7点不补牌：庄7点一律不补</translation>
    </message>
    <message>
        <source>Banker {total} draws: Player's third card is {third}</source>
        <translation>庄{total}点补牌：闲第三张牌为{third}点</translation>
    </message>
    <message>
        <source>Banker {total} stands: Player's third card is {third}</source>
        <translation>庄{total}点不补牌：闲第三张牌为{third}点</translation>
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
        <translation>第{shoe}靴 · 种子承诺值 {start}…{end}</translation>
    </message>
    <message>
        <source>Shoe {shoe} · a stacked shoe (no seed)</source>
        <translation>第{shoe}靴 · 预排牌靴（无种子）</translation>
    </message>
    <message>
        <source>Burn card {card}: {count} more burned face down</source>
        <translation>烧牌 {card}：再烧 {count} 张暗牌</translation>
    </message>
    <message>
        <source>Burn card {card}: burning {number} of {count} face down</source>
        <translation>烧牌 {card}：正在烧第 {number}/{count} 张暗牌</translation>
    </message>
    <message>
        <source>Burned {count} cards (burn card {card} shown)</source>
        <translation>已烧 {count} 张牌（烧牌 {card} 已亮出）</translation>
    </message>
    <message>
        <source>Place your bets</source>
        <translation>请下注</translation>
    </message>
    <message>
        <source>Drag a corner or an edge, or use the arrow keys; Enter turns it over</source>
        <translation>拖动牌角或牌边，或用方向键；按 Enter 翻开</translation>
    </message>
    <message>
        <source>Squeeze the cards</source>
        <translation>请咪牌</translation>
    </message>
    <message>
        <source>Squeeze the Player's cards</source>
        <translation>请咪闲牌</translation>
    </message>
    <message>
        <source>Squeeze the Player's card</source>
        <translation>请咪闲牌</translation>
    </message>
    <message>
        <source>Squeeze the Banker's cards</source>
        <translation>请咪庄牌</translation>
    </message>
    <message>
        <source>Squeeze the Banker's card</source>
        <translation>请咪庄牌</translation>
    </message>
    <message>
        <source>{bet} pays {amount}</source>
        <translation>{bet} 派彩 {amount}</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>全部开牌</translation>
    </message>
    <message>
        <source>Turn every squeezed card over at once (Shift+Enter)</source>
        <translation>立即翻开所有待咪的牌 (Shift+Enter)</translation>
    </message>
    <message>
        <source>{name}: wins when {wins_when}.</source>
        <translation>{name}：{wins_when}时赢。</translation>
    </message>
    <message>
        <source>Click to add the selected chip; right-click or Shift+click to take one back.</source>
        <translation>单击放上所选筹码；右键单击或 Shift+单击收回一枚。</translation>
    </message>
    <message>
        <source>{variant} · {percent}% fee on every bet</source>
        <translation>{variant} · 每注收取 {percent}% 手续费</translation>
    </message>
    <message>
        <source>{variant} · {percent}% fee on Player and Banker</source>
        <translation>{variant} · 闲、庄收取 {percent}% 手续费</translation>
    </message>
    <message>
        <source>{variant} · {banker} pays {banker_pays} · {tie} pays {tie_pays}</source>
        <translation>{variant} · {banker} {banker_pays} · {tie} {tie_pays}</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>BANKER</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>You win {amount}</source>
        <translation>您赢 {amount}</translation>
    </message>
    <message>
        <source>You lose {amount}</source>
        <translation>您输 {amount}</translation>
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
        <translation>{chip} 筹码（按键 {key}）</translation>
    </message>
    <message>
        <source>Back to the table  ·  Esc</source>
        <translation>返回牌桌  ·  Esc</translation>
    </message>
    <message>
        <source>UNDO</source>
        <translation>撤销</translation>
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
        <translation>重复下注</translation>
    </message>
    <message>
        <source>REBET &amp; DEAL</source>
        <translation>重复下注并发牌</translation>
    </message>
    <message>
        <source>DEAL</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>LIMITS {main} · TIE &amp; SIDE {side}</source>
        <translation>台限 {main} · 和及边注 {side}</translation>
    </message>
    <message>
        <source>TABLE LIMITS {main} · TIE AND SIDE BETS {side} · {decks} DECKS</source>
        <translation>台限 {main} · 和及边注 {side} · {decks}副牌</translation>
    </message>
    <message>
        <source>No shoe yet</source>
        <translation>尚无牌靴</translation>
    </message>
    <message>
        <source>Shoe {shoe} · {left} cards left</source>
        <translation>第{shoe}靴 · 剩余{left}张</translation>
    </message>
    <message>
        <source>Discards · {count}</source>
        <translation>弃牌 · {count}</translation>
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
        <translation>本金 · 实时</translation>
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
        <translation>不限胜方</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
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
        <translation>不限输赢</translation>
    </message>
    <message>
        <source>Your own hands</source>
        <translation>您自己的牌局</translation>
    </message>
    <message>
        <source>The floor's hands</source>
        <translation>大厅牌桌的牌局</translation>
    </message>
    <message>
        <source>Tracked shoes</source>
        <translation>实桌记录的牌靴</translation>
    </message>
    <message>
        <source>Whose hands</source>
        <translation>谁的牌局</translation>
    </message>
    <message>
        <source>Whose hands to list: yours, those the lobby's tables dealt while you were not sitting at them, or the shoes you tracked at a real table</source>
        <translation>列出谁的牌局：您自己的、您未入座时大厅各牌桌所发的，或您在真实牌桌上记录的牌靴</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除筛选</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>The stored hands the filter lets through, newest first</source>
        <translation>符合筛选条件的已存牌局，最新的在前</translation>
    </message>
    <message>
        <source>Hand detail</source>
        <translation>牌局详情</translation>
    </message>
    <message>
        <source>No hands to show</source>
        <translation>没有可显示的牌局</translation>
    </message>
    <message>
        <source>No hands yet</source>
        <translation>还没有牌局</translation>
    </message>
    <message>
        <source>Every hand you play is kept here. Go to the Table (Ctrl+1), put a chip on Player, Banker or Tie and press Deal: the hand appears in this list, where you can see how it was dealt and replay it on the felt.</source>
        <translation>你玩的每一局都保存在这里。到牌桌（Ctrl+1），在闲、庄或和上放一枚筹码，然后按发牌：这一局会出现在此列表中，你可以查看它是怎样发的，并在牌桌上重放。</translation>
    </message>
    <message>
        <source>No hands match these filters</source>
        <translation>没有符合这些筛选条件的牌局</translation>
    </message>
    <message>
        <source>Choose other filters above, or press Clear filters to see every hand.</source>
        <translation>请在上方选择其他筛选条件，或按“清除筛选”查看所有牌局。</translation>
    </message>
    <message>
        <source>Click a hand in the list to see its cards, how it was dealt and your bets.</source>
        <translation>点击列表中的一局，查看它的牌、发牌过程和你的下注。</translation>
    </message>
    <message>
        <source>Replay on the felt</source>
        <translation>在牌桌上回放</translation>
    </message>
    <message>
        <source>Deal this hand again on the table, card by card</source>
        <translation>在牌桌上逐张重新发出这一局</translation>
    </message>
    <message>
        <source>Shoe's scoreboard</source>
        <translation>本靴路单</translation>
    </message>
    <message>
        <source>Show the scoreboard of this hand's shoe</source>
        <translation>显示这一局所在牌靴的路单</translation>
    </message>
    <message>
        <source>How it was dealt</source>
        <translation>发牌经过</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Odds before this hand</source>
        <translation>本局发牌前的概率</translation>
    </message>
    <message>
        <source>Choose a hand</source>
        <translation>请选择一局</translation>
    </message>
    <message>
        <source>No bets on this hand.</source>
        <translation>本局没有下注。</translation>
    </message>
    <message>
        <source>commission {amount}</source>
        <translation>佣金 {amount}</translation>
    </message>
    <message>
        <source>Session {session} · Shoe {shoe} · Hand {hand}</source>
        <translation>第{session}场 · 第{shoe}靴 · 第{hand}局</translation>
    </message>
    <message>
        <source>Hand #{id} · {time}</source>
        <translation>牌局 #{id} · {time}</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>BANKER</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Side bets won: {bets}</source>
        <translation>中奖的边注：{bets}</translation>
    </message>
    <message>
        <source>Bankroll {before} → {after} ({net})</source>
        <translation>本金 {before} → {after}（{net}）</translation>
    </message>
    <message>
        <source>All sessions</source>
        <translation>全部场次</translation>
    </message>
    <message>
        <source>Hands of every session</source>
        <translation>所有场次的牌局</translation>
    </message>
    <message>
        <source>All shoes</source>
        <translation>全部牌靴</translation>
    </message>
    <message>
        <source>Hands of every shoe (choose a session to choose one of its shoes)</source>
        <translation>所有牌靴的牌局（先选择场次，才能选择其中的牌靴）</translation>
    </message>
    <message>
        <source>{cards} before hand {hand} of its shoe. The average result of {stake} on each bet the table offered:</source>
        <translation>本靴第{hand}局之前：{cards}。本桌每种注各下{stake}的平均结果：</translation>
    </message>
    <message>
        <source>Started {started}, ended {ended} · {rules}</source>
        <translation>开始于 {started}，结束于 {ended} · {rules}</translation>
    </message>
    <message>
        <source>Started {started}, not ended · {rules}</source>
        <translation>开始于 {started}，尚未结束 · {rules}</translation>
    </message>
    <message>
        <source>Session {session} · {time}</source>
        <translation>第{session}场 · {time}</translation>
    </message>
    <message>
        <source>{venue} · {table} · {time}</source>
        <translation>{venue} · {table} · {time}</translation>
    </message>
    <message>
        <source>Tracked at {venue}, table {table} · {decks} decks · started {time}</source>
        <translation>记录于{venue}，牌桌{table} · {decks}副牌 · 开始于 {time}</translation>
    </message>
    <message>
        <source>Hands of every shoe of session {session}</source>
        <translation>第{session}场所有牌靴的牌局</translation>
    </message>
    <message>
        <source>Shoe {shoe}</source>
        <translation>第{shoe}靴</translation>
    </message>
    <message>
        <source>Shoe {shoe} of session {session} · {decks} decks · started {time}</source>
        <translation>第{session}场第{shoe}靴 · {decks}副牌 · 开始于 {time}</translation>
    </message>
    <message>
        <source>Hand #{id} cannot be replayed: it holds an amount that is not a whole number of cents ({value}), so it was changed outside the game. 'baccarat-desktop verify' names every such hand.</source>
        <translation>牌局 #{id} 无法回放：其中有一笔金额不是整数分（{value}），说明它在游戏之外被改动过。'baccarat-desktop verify' 会列出所有这样的牌局。</translation>
    </message>
    <message>
        <source>{n} hands loaded · more as you scroll</source>
        <translation>已载入{n}局 · 向下滚动载入更多</translation>
    </message>
    <message>
        <source>The hand history cannot be read: {error}</source>
        <translation>无法读取牌局记录：{error}</translation>
    </message>
    <message>
        <source>The history file {path} was deleted or replaced while the hand history was open: the hands shown are the ones it held. Open the hand history again to read the file now there.</source>
        <translation>牌局记录打开期间，记录文件 {path} 被删除或替换：显示的是它原有的牌局。请重新打开牌局记录，以读取现在的文件。</translation>
    </message>
    <message>
        <source>Hand number in the whole history</source>
        <translation>在全部记录中的牌局编号</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>场次</translation>
    </message>
    <message>
        <source>Session number</source>
        <translation>场次编号</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Shoe number within its session</source>
        <translation>该场次内的牌靴编号</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Hand number within its shoe</source>
        <translation>该牌靴内的局数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>When the hand was dealt (your time zone)</source>
        <translation>发牌时间（您的时区）</translation>
    </message>
    <message>
        <source>Player's cards (sorting puts three-card hands together)</source>
        <translation>闲牌（排序时，补了第三张牌的局排在一起）</translation>
    </message>
    <message>
        <source>P</source>
        <translation>闲点</translation>
    </message>
    <message>
        <source>Player's total</source>
        <translation>闲的点数</translation>
    </message>
    <message>
        <source>Banker's cards (sorting puts three-card hands together)</source>
        <translation>庄牌（排序时，补了第三张牌的局排在一起）</translation>
    </message>
    <message>
        <source>B</source>
        <translation>庄点</translation>
    </message>
    <message>
        <source>Banker's total</source>
        <translation>庄的点数</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>胜方</translation>
    </message>
    <message>
        <source>Who won, and any pairs (PP: Player Pair, BP: Banker Pair)</source>
        <translation>哪一方赢，以及是否有对子（闲对、庄对）</translation>
    </message>
    <message>
        <source>Stakes on each bet (not sortable: sort by Net instead)</source>
        <translation>各注的下注额（不能排序：请改按输赢排序）</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>输赢</translation>
    </message>
    <message>
        <source>What the hand's bets won or lost</source>
        <translation>本局下注的输赢</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>Bankroll after the hand</source>
        <translation>本局结束后的本金</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>This hand holds an amount that is not a whole number of cents ({values}), shown as the file stores it: the history was changed outside the game. 'baccarat-desktop verify' names every such hand.</source>
        <translation>本局有金额不是整数分（{values}），按文件中保存的原样显示：记录在游戏之外被改动过。'baccarat-desktop verify' 会列出所有这样的牌局。</translation>
    </message>
    <message>
        <source>{tip}. {names}; other bets by their whole name</source>
        <translation>{tip}。{names}；其他注项显示全名</translation>
    </message>
    <message>
        <source>net</source>
        <translation>输赢</translation>
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
        <translation>下一个或上一个筹码、投注区或荷官按钮</translation>
    </message>
    <message>
        <source>Along a row; to the row above or below</source>
        <translation>同一排左右移动；移到上一排或下一排</translation>
    </message>
    <message>
        <source>Press the one with focus (an area takes the chosen chip)</source>
        <translation>按下焦点所在的控件（投注区放上所选筹码）</translation>
    </message>
    <message>
        <source>Take a chip back from the area with focus</source>
        <translation>从焦点所在的投注区收回一枚筹码</translation>
    </message>
    <message>
        <source>Squeeze: peel the card back from an edge</source>
        <translation>咪牌：从一边把牌掀起</translation>
    </message>
    <message>
        <source>Squeeze: turn the card over</source>
        <translation>咪牌：翻开这张牌</translation>
    </message>
    <message>
        <source>Peek table: keep, double or triple the bet</source>
        <translation>看牌桌：维持原注、双倍或三倍</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <source>Every control can be reached from the keyboard. On the felt, Tab and the arrow keys move between the chips, the betting areas and the dealer buttons; F6 moves between the table, the scoreboard, the odds and the tabs.</source>
        <translation>每个控件都可以用键盘操作。在牌桌上，Tab 键和方向键在筹码、投注区和荷官按钮之间移动；F6 在牌桌、路单、概率和标签页之间切换。</translation>
    </message>
    <message>
        <source>What</source>
        <translation>功能</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Scoreboard: from road to road</source>
        <translation>路单：从一路移到另一路</translation>
    </message>
    <message>
        <source>Scoreboard: from mark to mark in a road</source>
        <translation>路单：在一路中逐个标记移动</translation>
    </message>
    <message>
        <source>Statistics: the chart before or after</source>
        <translation>统计：上一个或下一个图表</translation>
    </message>
    <message>
        <source>Statistics: the first or the last chart</source>
        <translation>统计：第一个或最后一个图表</translation>
    </message>
    <message>
        <source>Lobby: from table to table</source>
        <translation>大厅：在牌桌之间移动</translation>
    </message>
    <message>
        <source>Lobby: sit down at the table</source>
        <translation>大厅：在这张牌桌入座</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Windows and panes</source>
        <translation>窗口与窗格</translation>
    </message>
    <message>
        <source>The scoreboard and the charts</source>
        <translation>路单与图表</translation>
    </message>
    <message>
        <source>The Companion</source>
        <translation>记路助手</translation>
    </message>
    <message>
        <source>Log the hand: Banker, Player or Tie</source>
        <translation>记录本局：庄、闲或和</translation>
    </message>
    <message>
        <source>Mark a Player pair, a Banker pair, a natural</source>
        <translation>标记闲对、庄对、例牌</translation>
    </message>
    <message>
        <source>Enter the hand's cards (Enter logs them)</source>
        <translation>输入本局的牌（按 Enter 记录）</translation>
    </message>
    <message>
        <source>Take back the last hand</source>
        <translation>撤销上一局</translation>
    </message>
    <message>
        <source>Correct the hand selected in the list</source>
        <translation>更正列表中选中的那一局</translation>
    </message>
    <message>
        <source>Leave a correction or the card field</source>
        <translation>退出更正，或离开输入牌的输入框</translation>
    </message>
    <message>
        <source>New sitting</source>
        <translation>新场次</translation>
    </message>
    <message>
        <source>Next shoe</source>
        <translation>下一靴</translation>
    </message>
    <message>
        <source>End the shoe</source>
        <translation>结束本靴</translation>
    </message>
    <message>
        <source>At the table on or off</source>
        <translation>开启或关闭桌边模式</translation>
    </message>
</context>
<context>
    <name>Lab</name>
    <message>
        <source>Side by side</source>
        <translation>并列比较</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Average result</source>
        <translation>平均结果</translation>
    </message>
    <message>
        <source>Edge predicts</source>
        <translation>庄家优势推算</translation>
    </message>
    <message>
        <source>Average wagered</source>
        <translation>平均下注总额</translation>
    </message>
    <message>
        <source>Ended ahead</source>
        <translation>领先收场</translation>
    </message>
    <message>
        <source>Went broke</source>
        <translation>破产</translation>
    </message>
    <message>
        <source>Over table max</source>
        <translation>超过最高注</translation>
    </message>
    <message>
        <source>Longest losing run</source>
        <translation>最长连输</translation>
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
        <translation>超过99.9%</translation>
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
        <translation>模拟{sessions}，每场最多{hands}，每场开始时本金{bankroll}，基本注码{unit}。</translation>
    </message>
    <message>
        <source>Stopped after {sessions}: the figures count those.</source>
        <translation>完成{sessions}后中止：统计只计入这些场次。</translation>
    </message>
    <message>
        <source>You ended ahead in {ahead} of sessions and never went broke; the average result was {average} per session.</source>
        <translation>{ahead}的场次领先收场，没有一个场次破产；平均每场结果为{average}。</translation>
    </message>
    <message>
        <source>You ended ahead in {ahead} of sessions and went broke (could no longer cover the {minimum} minimum) in {broke}; the average result was {average} per session.</source>
        <translation>{ahead}的场次领先收场，{broke}的场次破产（资金已不够{minimum}的最低注）；平均每场结果为{average}。</translation>
    </message>
    <message>
        <source>The house edge ({edge}) times the {wagered} wagered on average predicts {expected}: whatever the system, the expected loss is the edge times the amount wagered.</source>
        <translation>庄家优势（{edge}）乘以平均下注总额{wagered}，推算结果为{expected}：无论用哪种系统，期望亏损都等于庄家优势乘以下注总额。</translation>
    </message>
    <message>
        <source>The gap between the two is luck: with {sessions} the simulated average lands within about {margin} of the true one 19 times in 20.</source>
        <translation>两者的差距来自运气：模拟{sessions}时，模拟出的平均值每20次中有19次落在真实平均值上下约{margin}以内。</translation>
    </message>
    <message>
        <source>The system asked for more than the {maximum} table maximum in {share} of sessions (the stake was capped there).</source>
        <translation>在{share}的场次中，系统要求的下注超过{maximum}的最高注（下注额被限为最高注）。</translation>
    </message>
    <message>
        <source>You left with your stop-win ({win} ahead) in {win_share} and with your stop-loss ({loss} behind) in {loss_share} of sessions.</source>
        <translation>{win_share}的场次因止赢（赢{win}）离场，{loss_share}的场次因止损（输{loss}）离场。</translation>
    </message>
    <message>
        <source>You left with your stop-win ({win} ahead) in {win_share} of sessions.</source>
        <translation>{win_share}的场次因止赢（赢{win}）离场。</translation>
    </message>
    <message>
        <source>You left with your stop-loss ({loss} behind) in {loss_share} of sessions.</source>
        <translation>{loss_share}的场次因止损（输{loss}）离场。</translation>
    </message>
    <message>
        <source>The longest run of lost bets was {typical} in a typical session and {worst} in the worst one.</source>
        <translation>最长连输注数：典型场次为{typical}，最差场次为{worst}。</translation>
    </message>
    <message>
        <source>No session finished.</source>
        <translation>没有完成任何场次。</translation>
    </message>
    <message>
        <source>{systems} on {bet}, the same {sessions} (the same shoes for every system) of up to {hands}, each starting with {bankroll} and {unit} units.</source>
        <translation>{systems}，都押{bet}，模拟相同的{sessions}（每种系统使用相同的牌靴），每场最多{hands}，每场开始时本金{bankroll}，基本注码{unit}。</translation>
    </message>
    <message>
        <source>Cancel stopped the run: each row counts the sessions that finished.</source>
        <translation>模拟已被取消：每一行只计入已完成的场次。</translation>
    </message>
    <message>
        <source>Every system lost on average about what the house edge predicts from the amount it wagered: a system changes how the results spread, not what they average.</source>
        <translation>每种系统的平均亏损都约等于按其下注总额以庄家优势推算的数额：系统改变的是结果的分布，而不是平均值。</translation>
    </message>
    <message>
        <source>Ended ahead most often: {system}, in {share} of sessions.</source>
        <translation>最常领先收场的是{system}，{share}的场次领先收场。</translation>
    </message>
    <message>
        <source>Went broke most often: {system}, in {share}.</source>
        <translation>最常破产的是{system}，{share}的场次破产。</translation>
    </message>
    <message>
        <source>{name}  ·  {sessions} of up to {hands}</source>
        <translation>{name}  ·  {sessions}，每场最多{hands}</translation>
    </message>
    <message>
        <source>Your bankroll during a session</source>
        <translation>一个场次中的本金走势</translation>
    </message>
    <message>
        <source>9 sessions in 10</source>
        <translation>每10场中的9场</translation>
    </message>
    <message>
        <source>The middle half of sessions</source>
        <translation>居中的一半场次</translation>
    </message>
    <message>
        <source>The typical session (median)</source>
        <translation>典型场次（中位数）</translation>
    </message>
    <message>
        <source>Starting bankroll {amount}</source>
        <translation>起始本金：{amount}</translation>
    </message>
    <message>
        <source>Hands into the session</source>
        <translation>场次中已进行的局数</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>How the sessions ended</source>
        <translation>各场次的结果</translation>
    </message>
    <message>
        <source>Sessions that lost</source>
        <translation>亏损的场次</translation>
    </message>
    <message>
        <source>Sessions that won</source>
        <translation>盈利的场次</translation>
    </message>
    <message>
        <source>Average result {amount}</source>
        <translation>平均结果：{amount}</translation>
    </message>
    <message>
        <source>House edge predicts {amount}</source>
        <translation>庄家优势推算：{amount}</translation>
    </message>
    <message>
        <source>Break even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>Result of a session (the bankroll at the end less the start)</source>
        <translation>场次结果（结束时的本金减去开始时的本金）</translation>
    </message>
    <message>
        <source>Result of a session</source>
        <translation>场次结果</translation>
    </message>
    <message>
        <source>{bet}  ·  the same {sessions} for every system</source>
        <translation>{bet}  ·  每种系统模拟相同的{sessions}</translation>
    </message>
    <message>
        <source>The systems side by side</source>
        <translation>各系统并列比较</translation>
    </message>
    <message>
        <source>Average result in the simulation</source>
        <translation>模拟的平均结果</translation>
    </message>
    <message>
        <source>What the house edge predicts (edge × wagered)</source>
        <translation>庄家优势推算的结果（优势 × 下注总额）</translation>
    </message>
    <message>
        <source>Bankroll of 9 sessions in 10</source>
        <translation>每10场中9场的本金</translation>
    </message>
    <message>
        <source>The middle half</source>
        <translation>居中的一半</translation>
    </message>
    <message>
        <source>The typical session</source>
        <translation>典型场次</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Each system's average result and spread over the sessions played, side by side</source>
        <translation>各系统在模拟场次中的平均结果与离散程度，并列比较</translation>
    </message>
    <message>
        <source>The bankroll hand by hand over a session: the middle path and the spread of the sessions</source>
        <translation>一个场次中逐局的本金：中位走势与各场次的分布范围</translation>
    </message>
    <message>
        <source>How many sessions ended at each result, from the worst loss to the best win</source>
        <translation>各种结果的场次数，从最大亏损到最大盈利</translation>
    </message>
    <message>
        <source>Does a betting system beat the house edge? Tick one system, or several to compare them, set the bet and the money and press Run: the lab plays thousands of sessions through real shoes (the same shoes for every system) and shows what each system does to a bankroll.</source>
        <translation>投注系统能战胜庄家优势吗？勾选一种系统，或勾选多种加以比较，设定下注与资金后按“运行”：实验室会用真实的牌靴（每种系统使用相同的牌靴）模拟数千个场次，显示每种系统对本金的影响。</translation>
    </message>
    <message>
        <source>The average of every session's result (the bankroll at the end less the start)</source>
        <translation>所有场次结果的平均值（结束时的本金减去开始时的本金）</translation>
    </message>
    <message>
        <source>The house edge times the average amount wagered: what the rules say a session loses on average</source>
        <translation>庄家优势乘以平均下注总额：按规则一个场次平均会输掉的金额</translation>
    </message>
    <message>
        <source>The average of the stakes a session put on the table</source>
        <translation>每个场次下注总额的平均值</translation>
    </message>
    <message>
        <source>Sessions that ended with more money than they started with</source>
        <translation>结束时资金多于开始时的场次</translation>
    </message>
    <message>
        <source>Sessions that ended unable to cover the table minimum</source>
        <translation>结束时资金已不够最低注的场次</translation>
    </message>
    <message>
        <source>Sessions in which the system asked for more than the table maximum (the stake was capped)</source>
        <translation>系统要求的下注超过最高注的场次（下注额被限为最高注）</translation>
    </message>
    <message>
        <source>The longest run of lost bets in a typical session / in the worst session</source>
        <translation>最长连输注数：典型场次 / 最差场次</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Betting systems (one or more)</source>
        <translation>投注系统（可选多个）</translation>
    </message>
    <message>
        <source>Betting systems</source>
        <translation>投注系统</translation>
    </message>
    <message>
        <source>Tick one system, or several to compare them</source>
        <translation>勾选一种系统，或勾选多种加以比较</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
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
        <translation>基本注码（$）</translation>
    </message>
    <message>
        <source>Bankroll, $</source>
        <translation>本金（$）</translation>
    </message>
    <message>
        <source>Stop-win, $</source>
        <translation>止赢（$）</translation>
    </message>
    <message>
        <source>Stop-loss, $</source>
        <translation>止损（$）</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>场次数</translation>
    </message>
    <message>
        <source>Hands each</source>
        <translation>每场局数</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>The base stake: every system counts its bets in units</source>
        <translation>基本下注额：各系统都以它为单位计算下注</translation>
    </message>
    <message>
        <source>The money each session starts with</source>
        <translation>每个场次开始时的资金</translation>
    </message>
    <message>
        <source>Leave a session once this much ahead (empty: never)</source>
        <translation>赢到这个数额即离场（留空：不离场）</translation>
    </message>
    <message>
        <source>Leave a session once this much behind (empty: never)</source>
        <translation>输到这个数额即离场（留空：不离场）</translation>
    </message>
    <message>
        <source>Hands per session at most: a session ends sooner if the money runs out</source>
        <translation>每个场次最多的局数：资金用完时场次会提前结束</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Choose a row to see that system's bankroll and results in the other tabs</source>
        <translation>选择一行，即可在其他标签页查看该系统的本金走势与结果</translation>
    </message>
    <message>
        <source>Which system this chart shows (or choose its row under Side by side)</source>
        <translation>此图表显示的系统（也可在“并列比较”中选择它的那一行）</translation>
    </message>
    <message>
        <source>System shown</source>
        <translation>显示的系统</translation>
    </message>
    <message>
        <source>Preparing the simulator (the first run on a computer takes a few seconds)…</source>
        <translation>正在准备模拟器（在一台电脑上首次运行需要几秒钟）…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <source>Cancelled: {done} of {total} sessions ran, in {seconds}. The figures count those.</source>
        <translation>已取消：{total}个场次中运行了{done}个，用时{seconds}。统计只计入这些场次。</translation>
    </message>
    <message>
        <source>{done} sessions in {seconds}.</source>
        <translation>{done}个场次，用时{seconds}。</translation>
    </message>
    <message>
        <source>Cancelled before any session finished.</source>
        <translation>已取消：还没有任何场次完成。</translation>
    </message>
    <message>
        <source>{done} of {total} sessions</source>
        <translation>{done} / {total} 个场次</translation>
    </message>
    <message>
        <source>give {what} in dollars, for example 10 or 12.50</source>
        <translation>请以美元填写{what}，例如 10 或 12.50。</translation>
    </message>
    <message>
        <source>{what} of “{text}” is not an amount in dollars (for example 10 or 12.50)</source>
        <translation>{what}“{text}”不是美元金额（例如 10 或 12.50）。</translation>
    </message>
    <message>
        <source>the lab stopped</source>
        <translation>模拟已中止</translation>
    </message>
    <message>
        <source>tick at least one betting system</source>
        <translation>请至少勾选一种投注系统。</translation>
    </message>
    <message>
        <source>{system} bets Banker or Player, not {bet}: choose one of them as the bet, or untick {system}</source>
        <translation>{system}只押庄或闲，不能押{bet}：请选择庄或闲作为投注，或取消勾选{system}。</translation>
    </message>
    <message>
        <source>a unit</source>
        <translation>基本注码</translation>
    </message>
    <message>
        <source>a bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>a stop-win</source>
        <translation>止赢金额</translation>
    </message>
    <message>
        <source>a stop-loss</source>
        <translation>止损金额</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} 分钟</translation>
    </message>
    <message>
        <source>At the {variant} table the sessions run on the reference engine, about {rate} hands a second (the fast simulator has no lit cards, fee or raise): this run would take about {took}.</source>
        <translation>在{variant}桌，场次以参考引擎运行，每秒约 {rate} 局（快速模拟器不支持倍数牌、手续费或加注）：这次运行约需 {took}。</translation>
    </message>
    <message>
        <source>Player and Banker are raised by the published play: the coach's choice on a full shoe for the cards shown (the Rules and payouts dialog shows it).</source>
        <translation>闲和庄按公开的打法加注：即满靴时教练针对亮出的牌所作的选择（见“规则与赔率”对话框）。</translation>
    </message>
    <message>
        <source>the lab stopped: {error}</source>
        <translation>模拟已中止：{error}</translation>
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
            <numerusform>{n:,}个场次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} session(s) picked at random</source>
        <translation>
            <numerusform>随机抽取的{n}个场次</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Live pace</source>
        <translation>标准速度</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>极速</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>No Commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>EZ Baccarat</source>
        <translation>EZ百家乐</translation>
    </message>
    <message>
        <source>Squeeze</source>
        <translation>咪牌</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>倍数</translation>
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
        <translation>离座</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Leave the table: your own shoe comes, with the same rules</source>
        <translation>离座：换上您自己的牌靴，规则不变</translation>
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
        <translation>离开{table}</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>您的牌桌</translation>
    </message>
    <message>
        <source>Shuffling: a new shoe is coming</source>
        <translation>洗牌中：新牌靴即将开始</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>大厅</translation>
    </message>
    <message>
        <source>Every table deals on while you choose: read its roads, then sit down where you like.</source>
        <translation>您挑选时，每张牌桌都在继续发牌：看看路单，再选一桌入座。</translation>
    </message>
    <message>
        <source>Set up a table…</source>
        <translation>开设牌桌…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Set up a table</source>
        <translation>开设牌桌</translation>
    </message>
    <message>
        <source>Squeeze: the cards of the side you bet most on come face down</source>
        <translation>咪牌：您下注最多那一方的牌以暗牌发出</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
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
        <translation>加入大厅</translation>
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
        <translation>庄 {banker}，闲 {player}，和 {tie}</translation>
    </message>
    <message>
        <source>{shoe}, {hands}</source>
        <translation>{shoe}，{hands}</translation>
    </message>
    <message>
        <source>Last results: {results} (latest)</source>
        <translation>最近结果（由旧到新）：{results}</translation>
    </message>
    <message>
        <source>Big Road: {road}</source>
        <translation>大路：{road}</translation>
    </message>
    <message>
        <source>You sit at this table: Enter takes you back to it, {keys} leaves it</source>
        <translation>您在这张牌桌入座：按 Enter 返回牌桌，按 {keys} 离座</translation>
    </message>
    <message>
        <source>You sit at this table: Enter takes you back to it</source>
        <translation>您在这张牌桌入座：按 Enter 返回牌桌</translation>
    </message>
    <message>
        <source>Enter sits down at this table</source>
        <translation>按 Enter 在此桌入座</translation>
    </message>
    <message>
        <source>&amp;Lobby</source>
        <translation>大厅(&amp;L)</translation>
    </message>
    <message>
        <source>Finish the hand being dealt before changing tables</source>
        <translation>请先完成正在发的这一局，再换桌</translation>
    </message>
    <message numerus="yes">
        <source>Seated at {table} · {n} hand(s) of this shoe dealt</source>
        <translation>
            <numerusform>已入座{table} · 本靴已发{n}局</numerusform>
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
        <translation>我的运气如何？</translation>
    </message>
    <message>
        <source>Deal your own bets again, hand by hand, on thousands of fresh shoes (in the background),
and see how your real result compares. Gold dashes: what the rules expect.</source>
        <translation>在数千个全新的牌靴上，逐局重下您自己的注（在后台进行），
看看您的实际结果处于什么位置。金色虚线：按规则的期望值。</translation>
    </message>
    <message>
        <source>How lucky was I failed</source>
        <translation>“我的运气如何”运行失败</translation>
    </message>
    <message>
        <source>No hands to replay: choose sessions or dates with hands in them.</source>
        <translation>没有可回放的牌局：请选择有牌局的场次或日期。</translation>
    </message>
    <message>
        <source>That was for the hands chosen before. Press again for the {n} shown now.</source>
        <translation>以上结果针对之前选择的牌局。再按一次，计算现在显示的{n}局。</translation>
    </message>
    <message>
        <source>expected {amount}</source>
        <translation>期望值 {amount}</translation>
    </message>
    <message>
        <source>90% of replays between {low} and {high}</source>
        <translation>90%的回放结果介于{low}和{high}之间</translation>
    </message>
    <message>
        <source>you</source>
        <translation>您</translation>
    </message>
    <message numerus="yes">
        <source>Real result {result} over {n} hand(s)</source>
        <translation>
            <numerusform>{n}局的实际结果 {result}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replay your own bets on these {n} hand(s) over {shoes} fresh shoes, and see where your result falls.</source>
        <translation>
            <numerusform>用{shoes}个全新的牌靴回放您在这{n}局中的下注，看看您的结果处于什么位置。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaying your stakes on {n} hand(s)…{done}</source>
        <translation>
            <numerusform>正在回放您在{n}局中的下注…{done}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your result was better than {percent}% of {replays} session(s) with the same bets</source>
        <translation>
            <numerusform>在{replays}个下注相同的场次中，您的结果优于其中{percent}%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s) left out: a bet this version does not know</source>
        <translation>
            <numerusform>略去{n}局：其中有本版本无法识别的注</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>{what} must be a whole number of cents, not {value}</source>
        <translation>{what}须为整数分，而不是{value}。</translation>
    </message>
    <message>
        <source>{what} cannot be negative (got {amount})</source>
        <translation>{what}不能为负数（当前为{amount}）。</translation>
    </message>
    <message>
        <source>{what} must be at least {minimum} (got {amount})</source>
        <translation>{what}至少须为{minimum}（当前为{amount}）。</translation>
    </message>
    <message>
        <source>{what} of {amount} is more than {most}, the most any amount can be in Baccarat Desktop</source>
        <translation>{what}{amount}超过了{most}，这是本游戏中任何金额的上限。</translation>
    </message>
</context>
<context>
    <name>Multiplier</name>
    <message>
        <source>{bet} is not a bet of the multiplier table</source>
        <translation>{bet}不是倍数桌的投注</translation>
    </message>
    <message>
        <source>The stake</source>
        <translation>下注额</translation>
    </message>
    <message>
        <source>bets of {total} and their fee of {fee} are more than your bankroll of {bankroll}</source>
        <translation>下注总额{total}加手续费{fee}，超过您的本金{bankroll}</translation>
    </message>
    <message>
        <source>The multiplier table</source>
        <translation>倍数桌</translation>
    </message>
    <message>
        <source>Every bet costs a fee of {fee} of its stake, paid beside it and kept on a push. When betting closes and before the first card, 1 to 5 cards (rank and suit, drawn from a virtual 52-card deck) are lit, each with a multiplier. A winning Player or Banker bet pays its base payout times the multipliers of the lit cards in its hand (two copies of a lit card both count); Tie pays its base times those of every lit card in both hands; a pair its base times those of the pair's two cards. Our weights are published here, so every bet's value is known exactly:</source>
        <translation>每注须另付下注额{fee}的手续费，与下注额分开支付，即使退注也不退还。停止下注后、发第一张牌之前，从一副虚拟的52张牌中抽出1至5张倍数牌（点数与花色都算），每张各带一个倍数。闲或庄赢时，按基本赔率乘以该方手中倍数牌的倍数派彩（同一张倍数牌出现两张，两张都计）；和局按基本赔率乘以双方手中所有倍数牌的倍数派彩；对子按基本赔率乘以组成对子的两张牌的倍数派彩。我们在此公开抽牌的概率，因此每注的价值都能精确算出：</translation>
    </message>
    <message>
        <source>Cards lit</source>
        <translation>倍数牌张数</translation>
    </message>
    <message>
        <source>How many cards are lit</source>
        <translation>抽出几张倍数牌</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>倍数</translation>
    </message>
    <message>
        <source>What each lit card multiplies by</source>
        <translation>每张倍数牌的倍数</translation>
    </message>
    <message>
        <source>Multiplier table: what each bet returns</source>
        <translation>倍数桌：各注的回报</translation>
    </message>
    <message>
        <source>Each bet's fee, base and best pay, and its exact return per dollar paid</source>
        <translation>各注的手续费、基本赔率、最高赔率，以及每付出 $1 的精确回报</translation>
    </message>
    <message>
        <source>working out…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>Returns are for the first hand of a full {decks}-deck shoe, per $1 paid out (the stake and its fee); the house edge is what a dollar paid loses on average. The best pay is every card the bet reads lit at ×{top}.</source>
        <translation>回报按满靴{decks}副牌的第一局计算，以每付出 $1（下注额加手续费）计；庄家优势即每付出 $1 平均输掉的金额。最高赔率指该注计入的每张牌都是 ×{top} 倍数牌时的赔率。</translation>
    </message>
    <message>
        <source>Pricing the multiplier table failed</source>
        <translation>倍数桌的回报计算失败</translation>
    </message>
    <message>
        <source>not worked out</source>
        <translation>未能算出</translation>
    </message>
    <message>
        <source>Exactly {fraction} of each dollar paid</source>
        <translation>精确值：每付出 $1 回报 {fraction}</translation>
    </message>
    <message>
        <source>{where}: {card}, lit times {multiplier}</source>
        <translation>{where}：{card}，倍数牌 {multiplier} 倍</translation>
    </message>
    <message>
        <source>Lit cards: {cards}</source>
        <translation>倍数牌：{cards}</translation>
    </message>
    <message>
        <source>{card} times {multiplier}</source>
        <translation>{card} {multiplier} 倍</translation>
    </message>
    <message>
        <source>{bet} multiplied {product} times by {cards}</source>
        <translation>{bet}获{cards}加乘，共 {product} 倍</translation>
    </message>
    <message>
        <source>{bet} multiplied {product} times by {cards}, pays {amount}</source>
        <translation>{bet}获{cards}加乘，共 {product} 倍，派彩 {amount}</translation>
    </message>
    <message>
        <source>Lit cards</source>
        <translation>倍数牌</translation>
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
        <translation>手续费 {amount}</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>回报率</translation>
    </message>
    <message>
        <source>Return: what each dollar paid out on a bet, its stake and its {fee}% fee, brings back on average, with the lit cards priced in (the published weights of how many are lit and what they multiply by). Below 100% the house keeps the rest.</source>
        <translation>回报率：每注付出的每 $1（下注额及其 {fee}% 手续费）平均能拿回多少，已计入倍数牌（公开的倍数牌张数与倍数概率）。低于 100% 的部分归庄家。</translation>
    </message>
    <message>
        <source>What the cards left are worth: what each bet returns in the next hand, lit cards and fee included</source>
        <translation>余牌的价值：下一局各注的回报率，已计入倍数牌与手续费</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>The chance that Banker wins the next hand</source>
        <translation>下一局庄赢的概率</translation>
    </message>
    <message>
        <source>The chance that Player wins the next hand</source>
        <translation>下一局闲赢的概率</translation>
    </message>
    <message>
        <source>The chance that the next hand is a Tie</source>
        <translation>下一局和局的概率</translation>
    </message>
    <message>
        <source>What each bet is worth</source>
        <translation>每注的价值</translation>
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
        <translation>{cards}（含烧掉的牌和切牌卡后的牌）</translation>
    </message>
    <message>
        <source>What the cards left are worth: the average result of $100 on each bet in the next hand</source>
        <translation>余牌的价值：下一局每种下注 $100 的平均结果</translation>
    </message>
    <message>
        <source>{bet} favours you now: the cards left make it return {value} per {stake} on average</source>
        <translation>{bet}目前对您有利：按余牌计算，每 {stake} 平均回报 {value}</translation>
    </message>
    <message>
        <source>{bet} favoured the player then: the cards left made it return {value} per {stake} on average</source>
        <translation>{bet}当时对玩家有利：按当时的余牌计算，每 {stake} 平均回报 {value}</translation>
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
        <translation>无法计算概率</translation>
    </message>
    <message>
        <source>The shoe is finished: the next hand comes from a new shoe (priced once its burn shows).</source>
        <translation>本靴已结束：下一局使用新牌靴（烧牌亮出后计算概率）。</translation>
    </message>
    <message>
        <source>A new shoe: the odds show once its burn card is turned.</source>
        <translation>新牌靴：烧牌翻开后显示概率。</translation>
    </message>
    <message>
        <source>Working out the odds of the cards left…</source>
        <translation>正在计算余牌概率…</translation>
    </message>
    <message>
        <source>Bringing the odds up to the hands just shown…</source>
        <translation>正在按刚发的牌局更新概率…</translation>
    </message>
    <message>
        <source>The odds cannot be worked out for this shoe: {error}</source>
        <translation>无法计算本靴的概率：{error}</translation>
    </message>
    <message>
        <source>The odds before this hand cannot be read: {error}</source>
        <translation>无法读取本局之前的概率：{error}</translation>
    </message>
    <message>
        <source>This hand's shoe is not stored, so its odds cannot be worked out.</source>
        <translation>本局所在牌靴未保存，无法计算其概率。</translation>
    </message>
    <message>
        <source>Working out the odds before this hand…</source>
        <translation>正在计算本局之前的概率…</translation>
    </message>
    <message>
        <source>The odds before this hand cannot be worked out: {error}</source>
        <translation>无法计算本局之前的概率：{error}</translation>
    </message>
    <message numerus="yes">
        <source>Positive before: how many of this shoe's {hands} hand(s) (the next included) each bet was worth making before. Most never are; a few side bets can be, late in a shoe.</source>
        <translation>
            <numerusform>此前有利：本靴 {hands} 局中（含下一局），各注在开局前值得下注的局数。多数下注从未有利；少数边注在一靴的后段可能有利。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} card(s) left unseen</source>
        <translation>
            <numerusform>尚有 {n} 张牌未现</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Peek</name>
    <message>
        <source>Keep</source>
        <translation>维持原注</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>双倍</translation>
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
        <translation>下注额</translation>
    </message>
    <message>
        <source>The raised bet</source>
        <translation>加注后的下注额</translation>
    </message>
    <message>
        <source>There is no Player or Banker bet to raise.</source>
        <translation>没有可加注的闲或庄下注。</translation>
    </message>
    <message>
        <source>{choice} would put {amount} on {bet}, over the table maximum of {maximum}.</source>
        <translation>选择{choice}会在{bet}上押{amount}，超过最高注{maximum}。</translation>
    </message>
    <message>
        <source>{choice} needs {more} more and only {left} of your bankroll is left.</source>
        <translation>选择{choice}还需要{more}，但您的本金只剩{left}。</translation>
    </message>
    <message>
        <source>{choice} could take you past your session loss limit of {limit}.</source>
        <translation>选择{choice}可能使您超过本场止损上限{limit}。</translation>
    </message>
    <message>
        <source>{choice} could lift your bankroll above {most}, the most Baccarat Desktop can hold.</source>
        <translation>选择{choice}后若赢，本金可能超过{most}，即Baccarat Desktop能记录的上限。</translation>
    </message>
    <message>
        <source>at the Peek table you back Player or Banker, not both: the raise goes on one of them</source>
        <translation>看牌桌上只能押闲或庄，不能两边都押：加注只加在其中一方</translation>
    </message>
    <message>
        <source>a Peek table shows 1 or 2 of the first four cards, not {cards}: with 3 or 4 shown the player would beat the house by 15 to 30% of the stake despite its 20% fee</source>
        <translation>看牌桌只亮出前四张牌中的1或2张，不能是{cards}张：若亮出3或4张，即使收取20%手续费，玩家仍会占有下注额15%至30%的优势</translation>
    </message>
    <message>
        <source>Player's first card</source>
        <translation>闲方第一张牌</translation>
    </message>
    <message>
        <source>Player's first card and Banker's first card</source>
        <translation>闲方第一张牌和庄方第一张牌</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>亮牌张数</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <source>Coach triples</source>
        <translation>教练选三倍</translation>
    </message>
    <message>
        <source>Net per $1 staked</source>
        <translation>每押 $1 的净输赢</translation>
    </message>
    <message>
        <source>Return per $1 paid</source>
        <translation>每付 $1 的回报</translation>
    </message>
    <message>
        <source>The Peek table</source>
        <translation>看牌桌</translation>
    </message>
    <message>
        <source>A bet on Player or Banker costs a fee of 20% of its stake, paid beside it and kept whatever happens. Back one of them, not both. After the first four cards are dealt, this table turns {shown} face up; you then keep your bet, double it or triple it, with no fee on the raise, and the coup finishes by the usual drawing rules. Player pays {player} and Banker {banker}; a Tie pushes them. Tie is bet as at the Commission table, with no fee and no raise; there are no side bets.</source>
        <translation>押闲或庄须另付下注额20%的手续费，与下注额分开支付，无论结果如何都不退还。只能押其中一方，不能两边都押。头四张牌发出后，本桌将{shown}翻开；然后您可以维持原注、双倍或三倍下注，加注部分不收手续费，这一局再按常规补牌规则完成。闲{player}，庄{banker}；和局时退回闲、庄的本金。和的下注与佣金桌相同，不收手续费，也不能加注；本桌没有边注。</translation>
    </message>
    <message>
        <source>The coach (What should I do? on the felt) works out exactly what one dollar in play is worth from the cards shown and the cards left in the shoe: triple when it is worth more than nothing, keep otherwise. Doubling is never best, and the fee, already paid, never changes the choice. From a full shoe, with one card shown: triple Player on a 6 to 9, Banker on a 0 to 5. With two: triple the hand whose first card is higher, keep when they are equal (between small cards the higher needs a margin).</source>
        <translation>教练（牌桌上的“我该怎么做？”）根据亮出的牌和牌靴中的余牌，精确算出在场每 $1 下注的价值：价值大于零就三倍，否则维持原注。双倍从来不是最佳选择；手续费已经付出，不会改变选择。满靴时亮出一张牌：闲方第一张牌为6至9点，押闲就三倍；为0至5点，押庄就三倍。亮出两张牌：哪一方的第一张牌较大，押该方就三倍；两张相同则维持原注（两张都是小牌时，较大的一方须大出一定差距）。</translation>
    </message>
    <message>
        <source>Peek table: what each bet returns with the coach's play</source>
        <translation>看牌桌：按教练的打法，各注的回报</translation>
    </message>
    <message>
        <source>{cards} (this table)</source>
        <translation>{cards}（本桌）</translation>
    </message>
    <message>
        <source>working out…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>Exact figures for the first hand of a full {decks}-deck shoe with the coach's play: the net is per dollar of the original stake, the fee included; the return is per dollar paid out on average (stake, fee and raises). A table that showed three or four cards would pay the player more than it takes, so tables show one or two.</source>
        <translation>以满靴{decks}副牌的第一局、按教练的打法计算的精确数字：净输赢按原下注额每 $1 计，已含手续费；回报按平均每付出 $1（下注额、手续费及加注）计。牌桌若亮出三或四张牌，付给玩家的会比收进的多，所以牌桌只亮出一或两张。</translation>
    </message>
    <message>
        <source>Pricing the Peek table failed</source>
        <translation>看牌桌的回报计算失败</translation>
    </message>
    <message>
        <source>not worked out</source>
        <translation>未能算出</translation>
    </message>
    <message>
        <source>Exactly {fraction} per dollar staked</source>
        <translation>精确值：每押 $1 净输赢 {fraction}</translation>
    </message>
    <message>
        <source>Exactly {fraction} of each dollar paid</source>
        <translation>精确值：每付出 $1 回报 {fraction}</translation>
    </message>
    <message>
        <source>1 card: Player's first</source>
        <translation>1张：闲方第一张</translation>
    </message>
    <message>
        <source>2 cards: Player's and Banker's first</source>
        <translation>2张：闲方和庄方的第一张</translation>
    </message>
    <message>
        <source>How many of the first four cards a Peek table shows before you keep, double or triple</source>
        <translation>看牌桌在您选择维持原注、双倍或三倍之前，亮出头四张牌中的几张</translation>
    </message>
    <message>
        <source>Peek shows</source>
        <translation>看牌张数</translation>
    </message>
    <message>
        <source>Key {key}; not offered: {why}</source>
        <translation>按键 {key}；不可选：{why}</translation>
    </message>
    <message>
        <source>{place}: {card}</source>
        <translation>{place}：{card}</translation>
    </message>
    <message>
        <source>{choice}: worth {value} on your {stake} bet</source>
        <translation>{choice}：您 {stake} 的下注价值 {value}</translation>
    </message>
    <message>
        <source>{line} (not offered)</source>
        <translation>{line}（不可选）</translation>
    </message>
    <message>
        <source>Best: Keep. The cards shown are against {bet}: risk no more on it.</source>
        <translation>最佳：维持原注。亮出的牌对{bet}不利：不要再加码。</translation>
    </message>
    <message>
        <source>Best: Triple. The cards shown favour {bet}: each dollar in play is worth {gain}.</source>
        <translation>最佳：三倍。亮出的牌对{bet}有利：每 $1 下注价值 {gain}。</translation>
    </message>
    <message>
        <source>Best: Double. The cards shown favour {bet} (each dollar in play is worth {gain}), and a triple cannot be offered.</source>
        <translation>最佳：双倍。亮出的牌对{bet}有利（每 $1 下注价值 {gain}），但三倍不可选。</translation>
    </message>
    <message>
        <source>What should I do?</source>
        <translation>我该怎么做？</translation>
    </message>
    <message>
        <source>{choice} your bet</source>
        <translation>选择{choice}</translation>
    </message>
    <message>
        <source>Keep, double or triple your {stake} on {bet}?</source>
        <translation>您在{bet}上的 {stake}：维持原注、双倍还是三倍？</translation>
    </message>
    <message>
        <source>worth {value}</source>
        <translation>价值 {value}</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>不可选</translation>
    </message>
    <message>
        <source>Keep, double or triple first: the hand waits for your choice</source>
        <translation>请先选择维持原注、双倍或三倍：这一局正在等您决定</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>this table does not offer {bet}</source>
        <translation>本台不提供{bet}</translation>
    </message>
    <message>
        <source>{bet} is closed for the last hand of the shoe: the cut card has come out</source>
        <translation>切牌卡已出，本靴最后一局不接受{bet}</translation>
    </message>
    <message>
        <source>a bet on {bet} cannot be negative</source>
        <translation>{bet}的注额不能为负数</translation>
    </message>
    <message>
        <source>{amount} on {bet} is under the minimum of {minimum}</source>
        <translation>{bet}下注{amount}，低于最低注{minimum}</translation>
    </message>
    <message>
        <source>{amount} on {bet} is over the maximum of {maximum}</source>
        <translation>{bet}下注{amount}，超过最高注{maximum}</translation>
    </message>
    <message>
        <source>bets of {total} are more than your bankroll of {bankroll}</source>
        <translation>下注总额{total}超过您的本金{bankroll}</translation>
    </message>
    <message>
        <source>a win on these bets could lift your bankroll above {most}, the most Baccarat Desktop can hold: bet less</source>
        <translation>这些注若赢，本金可能超过{most}，即Baccarat Desktop能记录的上限：请减少下注</translation>
    </message>
    <message>
        <source>you have reached your session loss limit of {limit}: betting is stopped for this session</source>
        <translation>您已达到本场止损上限{limit}：本场停止下注</translation>
    </message>
    <message>
        <source>bets of {staked} could take you past your session loss limit (at most {allowance} more can be lost)</source>
        <translation>下注{staked}可能超出本场止损上限（最多还能再输{allowance}）</translation>
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
        <translation>EZ百家乐</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>倍数</translation>
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
        <translation>{percent}（约 1/{count}）</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <source>Pays when</source>
        <translation>派彩条件</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>赔率</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>庄家优势</translation>
    </message>
    <message>
        <source>Rules and payouts</source>
        <translation>规则与赔率</translation>
    </message>
    <message>
        <source>How a hand is dealt</source>
        <translation>一局如何发牌</translation>
    </message>
    <message>
        <source>&lt;b&gt;Punto Banco&lt;/b&gt;, {rules}. Cards count face value, aces 1, tens and court cards 0; a hand's total is the last digit of its sum. Player and Banker get two cards each (Player, Banker, Player, Banker). A two-card 8 or 9 is a &lt;i&gt;natural&lt;/i&gt;: both hands stand. Otherwise Player draws on 0–5 and stands on 6–7, and Banker acts by the table below.</source>
        <translation>&lt;b&gt;百家乐&lt;/b&gt;，{rules}。牌按面值计点，A 计 1 点，10 和公仔牌（J、Q、K）计 0 点；一手牌的点数取各牌点数之和的个位数。闲、庄各发两张牌（依次为闲、庄、闲、庄）。头两张牌合计 8 或 9 点为&lt;i&gt;例牌&lt;/i&gt;：双方都不补牌。否则闲 0–5 点补牌、6–7 点停牌，庄按下表补牌或停牌。</translation>
    </message>
    <message>
        <source>Banker's drawing rules</source>
        <translation>庄补牌规则</translation>
    </message>
    <message>
        <source>Rows: Banker's total; columns: Player's third card or 'stood'</source>
        <translation>行：庄的点数；列：闲的第三张牌，或“闲停牌”</translation>
    </message>
    <message>
        <source>Player stood</source>
        <translation>闲停牌</translation>
    </message>
    <message>
        <source>Banker {total}</source>
        <translation>庄{total}点</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>补牌</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>停牌</translation>
    </message>
    <message>
        <source>Banker's action by Banker's total (rows) and the value of Player's third card (columns):</source>
        <translation>庄是否补牌，取决于庄的点数（行）和闲第三张牌的点数（列）：</translation>
    </message>
    <message>
        <source>Bets</source>
        <translation>各类投注</translation>
    </message>
    <message>
        <source>What each pays and how often, exactly, for the first hand of a full {decks}-deck shoe at this table ({variant}). Choose the side bets a table offers in Settings.</source>
        <translation>以本台（{variant}）满靴 {decks} 副牌的第一局计算，每种投注的赔率及其准确的出现概率。牌桌提供哪些边注，可在设置中选择。</translation>
    </message>
    <message>
        <source>Bets and payouts</source>
        <translation>投注与赔率</translation>
    </message>
    <message>
        <source>Each bet's pay lines with their probability and house edge</source>
        <translation>每种投注的派彩项目、概率与庄家优势</translation>
    </message>
    <message>
        <source>Limits and the shoe</source>
        <translation>台限与牌靴</translation>
    </message>
    <message>
        <source>Table limits: Player and Banker {table_min} to {table_max}; Tie and side bets {side_min} to {side_max}. A bet that pushes returns the stake; a win pays the stake times its payout, rounded down to the cent. The shoe is burned at the start (the first card shown, that many more burned face down) and the cut card leaves about 15 cards: when it comes out, one more hand is dealt, and Big and Small take no bets on it. Every shoe's order is fixed by a seed whose SHA-256 is shown before the first card and revealed at the end, so any shoe can be checked.</source>
        <translation>台限：闲、庄 {table_min} 至 {table_max}；和及边注 {side_min} 至 {side_max}。退注时退回本金；赢注按本金乘以赔率派彩，不足一分的部分舍去。每靴开始时先烧牌（翻开第一张牌，再按其点数将相应张数的牌面朝下烧掉），切牌卡之后约留 15 张牌：切牌卡出现后再发一局，这一局的大、小不接受投注。每靴牌的顺序由一个种子决定，种子的 SHA-256 在发第一张牌前显示，牌靴结束时公开种子，因此每一靴都可以核验。</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>本台提供</translation>
    </message>
    <message>
        <source>Not offered at this table (Settings, side bets)</source>
        <translation>本台未提供（可在设置的边注中开启）</translation>
    </message>
    <message>
        <source>Otherwise</source>
        <translation>其他情况</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>输</translation>
    </message>
    <message>
        <source>{bet} wins when {condition}.</source>
        <translation>{bet}：{condition}时赢。</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>手续费</translation>
    </message>
    <message>
        <source>Base pay</source>
        <translation>基本赔率</translation>
    </message>
    <message>
        <source>Best pay</source>
        <translation>最高赔率</translation>
    </message>
    <message>
        <source>Return per $1 paid</source>
        <translation>每付 $1 的回报</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Ask Banker</source>
        <translation>庄问路</translation>
    </message>
    <message>
        <source>Ask Player</source>
        <translation>闲问路</translation>
    </message>
    <message>
        <source>{road} red</source>
        <translation>{road}红</translation>
    </message>
    <message>
        <source>{road} blue</source>
        <translation>{road}蓝</translation>
    </message>
    <message>
        <source>{road} —</source>
        <translation>{road} —</translation>
    </message>
    <message>
        <source>If Banker wins next: {marks}. Click to flash it in every road.</source>
        <translation>若下一局庄赢：{marks}。点击可在各路单上闪示。</translation>
    </message>
    <message>
        <source>If Player wins next: {marks}. Click to flash it in every road.</source>
        <translation>若下一局闲赢：{marks}。点击可在各路单上闪示。</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>珠盘路</translation>
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
        <translation>庄</translation>
    </message>
    <message>
        <source>P</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>T</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
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
        <translation>庄对</translation>
    </message>
    <message>
        <source>P pairs</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>最长连</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>连胜</translation>
    </message>
    <message>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <source>{item} (latest)</source>
        <translation>{item}（最新）</translation>
    </message>
    <message>
        <source>No hands yet</source>
        <translation>尚无牌局</translation>
    </message>
    <message>
        <source>{ties} before the first Banker or Player win</source>
        <translation>首次庄或闲赢之前有{ties}</translation>
    </message>
    <message>
        <source>No marks yet</source>
        <translation>尚无标记</translation>
    </message>
    <message>
        <source>Column {column}, row {row}: {what}</source>
        <translation>第{column}列，第{row}行：{what}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Column {column}</source>
        <translation>第{column}列</translation>
    </message>
    <message>
        <source>Row {row}</source>
        <translation>第{row}行</translation>
    </message>
    <message>
        <source>, Banker pair</source>
        <translation>，庄对</translation>
    </message>
    <message>
        <source>, Player pair</source>
        <translation>，闲对</translation>
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
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Table rules (take effect in a new session)</source>
        <translation>牌桌规则（新场次生效）</translation>
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
        <translation>{variant}：庄{pays}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Tie pays</source>
        <translation>和局赔率</translation>
    </message>
    <message>
        <source>Table minimum (Player, Banker)</source>
        <translation>最低注（闲、庄）</translation>
    </message>
    <message>
        <source>Table maximum (Player, Banker)</source>
        <translation>最高注（闲、庄）</translation>
    </message>
    <message>
        <source>Side bet minimum (Tie, side bets)</source>
        <translation>边注最低注（和、边注）</translation>
    </message>
    <message>
        <source>Side bet maximum (Tie, side bets)</source>
        <translation>边注最高注（和、边注）</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>起始本金</translation>
    </message>
    <message>
        <source>Side bets offered (besides Tie; take effect in a new session)</source>
        <translation>提供的边注（和以外；新场次生效）</translation>
    </message>
    <message>
        <source>{bet}: {pays}</source>
        <translation>{bet}：{pays}</translation>
    </message>
    <message>
        <source>{bet} wins when {condition}.</source>
        <translation>{bet}：{condition}时赢。</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>播放音效</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <source>Show the odds of the cards left</source>
        <translation>显示剩余牌的概率</translation>
    </message>
    <message>
        <source>A panel beside the scoreboard: what each bet is worth on the cards not yet seen in this shoe, updated after every hand (key O)</source>
        <translation>路单旁的面板：按本靴尚未发出的牌，计算每种投注的价值，每局后更新（按键 O）</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Responsible play</source>
        <translation>负责任博彩</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Reality check every</source>
        <translation>游戏时间提醒间隔</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不设限</translation>
    </message>
    <message>
        <source>Session loss limit</source>
        <translation>场次亏损上限</translation>
    </message>
    <message>
        <source>Accessibility and display</source>
        <translation>无障碍与显示</translation>
    </message>
    <message>
        <source>Squeeze baccarat: the cards arrive face down and you peel them yourself (your side's cards, or every card); Off deals them face up</source>
        <translation>咪牌百家乐：牌面朝下发出，由您亲手咪开（只咪您下注一方的牌，或全部的牌）；选“关闭”则牌面朝上发出</translation>
    </message>
    <message>
        <source>Squeeze</source>
        <translation>咪牌</translation>
    </message>
    <message>
        <source>Reduced: cards and chips appear and fade in place instead of flying across the felt; 'As the desktop asks' follows the system's reduce-motion choice where Qt can read it</source>
        <translation>减少：牌和筹码在原处出现和淡出，不在台面上飞过；“跟随桌面设置”会在 Qt 能读取时遵循系统的减少动态效果选项</translation>
    </message>
    <message>
        <source>Motion</source>
        <translation>动态效果</translation>
    </message>
    <message>
        <source>With shapes, the scoreboard's red marks are round and its blue marks square (Cockroach Pig: red \, blue /), so the roads read without telling red from blue</source>
        <translation>加上形状后，路单的红色标记为圆形、蓝色标记为方形（曱甴路：红为 \，蓝为 /），不必分辨红蓝也能看路</translation>
    </message>
    <message>
        <source>Road marks</source>
        <translation>路单标记</translation>
    </message>
    <message>
        <source>The size of the text on the felt, the scoreboard, the panes, the menus and the dialogs</source>
        <translation>台面、路单、面板、菜单和对话框中文字的大小</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>文字大小</translation>
    </message>
    <message>
        <source>The language of the table, the menus and the dialogs; System language follows the desktop</source>
        <translation>牌桌、菜单和对话框使用的语言；“系统语言”跟随桌面设置</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>{variant} tables offer no side bets.</source>
        <translation>{variant}牌桌不提供边注。</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}与{second}</translation>
    </message>
    <message>
        <source>{variant} tables usually offer {bets}.</source>
        <translation>{variant}牌桌通常提供{bets}。</translation>
    </message>
    <message>
        <source>Usual for {variant}</source>
        <translation>采用{variant}的常见边注</translation>
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
        <translation>即时</translation>
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
        <translation>跟随系统设置</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>Reduced</source>
        <translation>减少</translation>
    </message>
    <message>
        <source>Red and blue</source>
        <translation>红与蓝</translation>
    </message>
    <message>
        <source>Red and blue, with shapes</source>
        <translation>红与蓝，并以形状区分</translation>
    </message>
    <message>
        <source>the starting bankroll</source>
        <translation>起始本金</translation>
    </message>
    <message>
        <source>the session loss limit</source>
        <translation>场次亏损上限</translation>
    </message>
</context>
<context>
    <name>ShoeOdds</name>
    <message>
        <source>Work out the odds</source>
        <translation>计算概率</translation>
    </message>
    <message>
        <source>Work out again</source>
        <translation>重新计算</translation>
    </message>
    <message>
        <source>Price every bet before each chosen hand from the cards then left in its shoe (in the background)</source>
        <translation>按每个所选牌局发牌前牌靴中剩余的牌，计算每种注的价值（在后台进行）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Shoe odds, bet by bet</source>
        <translation>牌靴概率，逐注列出</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>注项</translation>
    </message>
    <message>
        <source>Positive before</source>
        <translation>正期望值的局数</translation>
    </message>
    <message>
        <source>Betting {stake} only then</source>
        <translation>只在那时下注{stake}</translation>
    </message>
    <message>
        <source>Per {stake}: average, best</source>
        <translation>每{stake}：平均、最佳</translation>
    </message>
    <message>
        <source>Every bet the tables you played at offered</source>
        <translation>您玩过的牌桌提供的每种注</translation>
    </message>
    <message>
        <source>Before how many of the chosen hands the bet was positive: for the cards then left in the shoe, it paid back more than it took on average</source>
        <translation>在所选牌局中，此注在多少局发牌前为正期望值：按当时牌靴中剩余的牌，它平均返还的多于投入的</translation>
    </message>
    <message>
        <source>{stake} on the bet before each of those hands and no other: what it really returned, and what the odds said it would</source>
        <translation>只在这些局发牌前各押{stake}、其他局不押：实际的回报，以及按概率应有的回报</translation>
    </message>
    <message>
        <source>The bet's expectation for {stake} over every chosen hand (the house edge), and before the hand that suited it best</source>
        <translation>此注每{stake}在所有所选牌局上的期望值（即庄家优势），以及在最有利的那一局之前的期望值</translation>
    </message>
    <message>
        <source>Never worth a bet</source>
        <translation>从不值得下注</translation>
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
        <translation>这{positive}注中赢了{won}注。</translation>
    </message>
    <message>
        <source>None of {hands}</source>
        <translation>{hands}中没有一局</translation>
    </message>
    <message>
        <source>{bet}: {positive}. {only_then}.{won} {usual}.</source>
        <translation>{bet}：{positive}。{only_then}。{won}{usual}。</translation>
    </message>
    <message>
        <source>Working out the shoe odds failed</source>
        <translation>计算牌靴概率失败</translation>
    </message>
    <message>
        <source> Their rows are in gold.</source>
        <translation>这些注的行以金色标示。</translation>
    </message>
    <message>
        <source>No hands to price: choose sessions or dates with hands in them.</source>
        <translation>没有可计算的牌局：请选择有牌局的场次或日期。</translation>
    </message>
    <message>
        <source>About {seconds} s left.</source>
        <translation>约剩{seconds}秒。</translation>
    </message>
    <message>
        <source>That was for the hands chosen before. Press again to include the {n} played since.</source>
        <translation>以上结果针对之前选择的牌局。再按一次，纳入之后玩的{n}局。</translation>
    </message>
    <message>
        <source>That was for the hands chosen before. Press again to include the hands now shown.</source>
        <translation>以上结果针对之前选择的牌局。再按一次，纳入现在显示的牌局。</translation>
    </message>
    <message>
        <source>{done} of {total} hands</source>
        <translation>{done} / {total} 局</translation>
    </message>
    <message>
        <source>Cancelled: nothing is shown for a part of the hands. Press again to start over.</source>
        <translation>已取消：只算了部分牌局，因此不显示结果。再按一次重新开始。</translation>
    </message>
    <message>
        <source>Before each hand the game knows every card already dealt from the shoe, so it can work out exactly what each bet is worth for the cards still in it. A bet is positive when, for those cards, it pays back more than it takes on average. Most bets never are: the house keeps its edge. A few side bets (the pairs, Dragon 7, Panda 8) sometimes turn positive late in a shoe, when the cards left happen to suit them. The table shows how often each bet was positive before the hands chosen, and what $100 on it before each of those hands, and only those, would have returned. “Expected” is what those bets were worth by the odds; the gap between the two is luck.</source>
        <translation>每局发牌前，游戏都知道牌靴中已发出的每一张牌，因此能按靴中剩余的牌，精确算出每种注的价值。若按这些牌计算，一注平均返还的多于投入的，它就是正期望值。大多数注从来不会如此：庄家始终保有优势。少数边注（对子、龙7、熊猫8）有时会在牌靴后段、剩余的牌恰好对它们有利时变为正期望值。下表显示在所选牌局中，每种注在多少局发牌前为正期望值，以及只在这些局（且仅在这些局）发牌前各押$100的实际回报。“期望值”是按概率这些注应有的价值；两者之间的差距就是运气。</translation>
    </message>
    <message>
        <source>under 0.01%</source>
        <translation>低于0.01%</translation>
    </message>
    <message>
        <source>over 99%</source>
        <translation>高于99%</translation>
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
        <translation>已精确计算{shoes}个牌靴中的{hands}局（用时{seconds}秒）。</translation>
    </message>
    <message>
        <source>1 hand in 1 shoe priced exactly ({seconds} s).</source>
        <translation>已精确计算1个牌靴中的1局（用时{seconds}秒）。</translation>
    </message>
    <message>
        <source>{hands} hands in 1 shoe priced exactly ({seconds} s).</source>
        <translation>已精确计算1个牌靴中的{hands}局（用时{seconds}秒）。</translation>
    </message>
    <message>
        <source> No bet was ever positive before them: the house kept its edge every time.</source>
        <translation>在这些牌局发牌前，没有任何注曾为正期望值：庄家每一次都保住了优势。</translation>
    </message>
    <message>
        <source> Only {bet} was ever positive, before {n} of them.</source>
        <translation>只有{bet}曾在其中{n}局发牌前为正期望值。</translation>
    </message>
    <message>
        <source> {good} of the {bets} bets offered were positive before some of them.</source>
        <translation>所提供的{bets}种注中，有{good}种曾在部分牌局发牌前为正期望值。</translation>
    </message>
    <message>
        <source> 1 hand was left out: its shoe's stored cards cannot come from its decks.</source>
        <translation>略去1局：其牌靴记录的牌不可能来自该靴所用的牌。</translation>
    </message>
    <message>
        <source> {n} hands were left out: their shoes' stored cards cannot come from their decks.</source>
        <translation>略去{n}局：其牌靴记录的牌不可能来自该靴所用的牌。</translation>
    </message>
    <message numerus="yes">
        <source>Betting {stake} only then: returned {amount} on {n} bet(s) (expected {expected})</source>
        <translation>
            <numerusform>只在那时下注{stake}：{n}注回报 {amount}（期望值 {expected}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Never positive in {n} hand(s)</source>
        <translation>
            <numerusform>{n}局中从未为正期望值</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Positive before {positive} of {n} hand(s) ({share})</source>
        <translation>
            <numerusform>{n}局中有{positive}局发牌前为正期望值（{share}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Work out the exact odds before each of these {n} hand(s), from the cards then left in their shoes.</source>
        <translation>
            <numerusform>按当时牌靴中剩余的牌，计算这{n}局中每局发牌前的精确概率。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Working out the odds before each of {n} hand(s)…</source>
        <translation>
            <numerusform>正在计算{n}局中每局发牌前的概率…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>returned {amount} on {n} bet(s)</source>
        <translation>
            <numerusform>{n}注回报 {amount}</numerusform>
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
            <numerusform>平均剩余{n}张牌</numerusform>
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
        <translation>这台电脑上没有构建快速模拟器（安装游戏时没有 C 编译器），因此模拟在参考引擎上运行，约慢{slower:,}倍。要构建它，请安装 C 编译器和 Python 头文件（Debian 或 Ubuntu：sudo apt install gcc libc6-dev python3-dev；Fedora：sudo dnf install gcc python3-devel；macOS：xcode-select --install；Windows：Visual Studio 生成工具），然后重新安装游戏：pip install --force-reinstall --no-deps baccarat-desktop，或在源码目录中运行 packaging/quickstart.sh play。</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>A {seconds}-second betting window, quick cards</source>
        <translation>{seconds}秒下注时间，快速发牌</translation>
    </message>
    <message>
        <source>As the live Speed tables deal: when the betting window runs out the hand is dealt by itself with the chips as placed (Deal deals sooner), the cards come quicker and none is squeezed. The timer stands still while the game is not in front of you.</source>
        <translation>如真人极速百家乐桌：下注时间一到，即按已下的筹码自动发牌（按发牌可提前开牌），发牌更快，且不咪牌。游戏不在您眼前时，计时暂停。</translation>
    </message>
    <message>
        <source>Speed table</source>
        <translation>极速桌</translation>
    </message>
    <message>
        <source>A Speed table deals every card face up: no squeeze</source>
        <translation>极速桌所有牌都以明牌发出：不咪牌</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>极速</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Speed table: the hand is dealt when the time runs out, with the chips as placed</source>
        <translation>极速桌：时间一到，即按已下的筹码发牌</translation>
    </message>
    <message>
        <source>{app} — Speed table · Session {session} · {bankroll}</source>
        <translation>{app} — 极速桌 · 第{session}场 · {bankroll}</translation>
    </message>
    <message>
        <source>No more bets</source>
        <translation>买定离手</translation>
    </message>
    <message>
        <source>Time ran out, but the bets could not be dealt: a new betting window is open</source>
        <translation>时间已到，但这些下注无法开局：新一轮下注已开始</translation>
    </message>
    <message numerus="yes">
        <source>Betting goes on: {n} second(s) left</source>
        <translation>
            <numerusform>继续下注：剩余{n}秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Betting is open: {n} second(s)</source>
        <translation>
            <numerusform>开始下注：{n}秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No bet for {n} hand(s): the table waits for you. Place a chip or press Deal.</source>
        <translation>
            <numerusform>已连续{n}局没有下注：牌桌正在等您。请放下筹码或按发牌。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} second(s) left</source>
        <translation>
            <numerusform>剩余{n}秒</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Save the {chart} chart</source>
        <translation>保存“{chart}”图表</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>SVG 图像</translation>
    </message>
    <message>
        <source>Export the {chart} data</source>
        <translation>导出“{chart}”的数据</translation>
    </message>
    <message>
        <source>CSV file</source>
        <translation>CSV 文件</translation>
    </message>
    <message>
        <source>Which hands</source>
        <translation>统计哪些牌局</translation>
    </message>
    <message>
        <source>All history</source>
        <translation>全部记录</translation>
    </message>
    <message>
        <source>Whose hands the charts count: yours, those the lobby's tables dealt while you were not sitting at them, or the shoes you tracked at a real table</source>
        <translation>图表统计谁的牌局：您自己的、您未入座时大厅各牌桌所发的，或您在真实牌桌上记录的牌靴</translation>
    </message>
    <message>
        <source>Sessions (none chosen: all)</source>
        <translation>场次（不选：全部）</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>场次</translation>
    </message>
    <message>
        <source>The sessions whose hands the charts count; none chosen: all</source>
        <translation>图表统计其牌局的场次；不选则为全部</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
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
        <translation>结束日期</translation>
    </message>
    <message>
        <source>This chart</source>
        <translation>本图表</translation>
    </message>
    <message>
        <source>Save chart…</source>
        <translation>保存图表…</translation>
    </message>
    <message>
        <source>Export data (CSV)…</source>
        <translation>导出数据（CSV）…</translation>
    </message>
    <message>
        <source>Show the numbers</source>
        <translation>显示数据</translation>
    </message>
    <message>
        <source>The figures this chart is drawn from, as a table beside it</source>
        <translation>绘制此图表所用的数据，以表格列在图旁</translation>
    </message>
    <message>
        <source>How is this worked out?</source>
        <translation>这是怎么算出来的？</translation>
    </message>
    <message>
        <source>{chart}: the numbers</source>
        <translation>{chart}：数据</translation>
    </message>
    <message>
        <source>The figures the {chart} chart is drawn from</source>
        <translation>绘制{chart}图表所用的数据</translation>
    </message>
    <message>
        <source>Shoe odds</source>
        <translation>牌靴概率</translation>
    </message>
    <message>
        <source>Strategy lab</source>
        <translation>策略实验室</translation>
    </message>
    <message>
        <source>Chosen hands</source>
        <translation>所选牌局</translation>
    </message>
    <message>
        <source>{which} · {n} hands {arrow}</source>
        <translation>{which} · {n}局 {arrow}</translation>
    </message>
    <message>
        <source>Choose which hands the charts show (sessions, dates)</source>
        <translation>选择图表显示哪些牌局（场次、日期）</translation>
    </message>
    <message>
        <source>No hands match the filter yet.</source>
        <translation>还没有符合筛选条件的牌局。</translation>
    </message>
    <message>
        <source>This chart cannot be drawn: the note below says why.</source>
        <translation>无法绘制此图表：原因见下方说明。</translation>
    </message>
    <message>
        <source>{hands} in {sessions}</source>
        <translation>{sessions}共{hands}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>已保存 {name}</translation>
    </message>
    <message>
        <source>Exported {rows} rows to {name}</source>
        <translation>已导出{rows}行到 {name}</translation>
    </message>
    <message>
        <source>Not written: {reason}</source>
        <translation>未写入：{reason}</translation>
    </message>
    <message>
        <source>Could not write {name}: {reason}. A file already there is unchanged.</source>
        <translation>无法写入 {name}：{reason}。原有的同名文件未被更改。</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>统计页面</translation>
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
            <numerusform>{n}场</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>An amount too large to store was about to be written to {path}.</source>
        <translation>即将写入 {path} 的一笔金额过大，无法保存。</translation>
    </message>
    <message>
        <source>The disk holding {path} is full.</source>
        <translation>{path} 所在的磁盘已满。</translation>
    </message>
    <message>
        <source>{path} is not a Baccarat Desktop history file.</source>
        <translation>{path} 不是百家乐桌面版的记录文件。</translation>
    </message>
    <message>
        <source>The history file {path} is damaged.</source>
        <translation>记录文件 {path} 已损坏。</translation>
    </message>
    <message>
        <source>The history file {path} cannot be written.</source>
        <translation>记录文件 {path} 无法写入。</translation>
    </message>
    <message>
        <source>The history file {path} is busy in another program.</source>
        <translation>记录文件 {path} 正被另一个程序占用。</translation>
    </message>
    <message>
        <source>Cannot open or create {path}.</source>
        <translation>无法打开或创建 {path}。</translation>
    </message>
    <message>
        <source>The history file {path} could not be used ({error}).</source>
        <translation>无法使用记录文件 {path}（{error}）。</translation>
    </message>
    <message>
        <source>Cannot use {path}: {reason}.</source>
        <translation>无法使用 {path}：{reason}。</translation>
    </message>
    <message>
        <source>{path} is a symbolic link that leads round in a circle, not a history file.</source>
        <translation>{path} 是形成循环的符号链接，不是记录文件。</translation>
    </message>
    <message>
        <source>{path} is a folder, not a history file.</source>
        <translation>{path} 是文件夹，不是记录文件。</translation>
    </message>
    <message>
        <source>{path} is a device or special file, not a history file.</source>
        <translation>{path} 是设备或特殊文件，不是记录文件。</translation>
    </message>
    <message>
        <source>{path} cannot be read.</source>
        <translation>无法读取 {path}。</translation>
    </message>
    <message>
        <source>{path} is an SQLite database of another program, not a game history.</source>
        <translation>{path} 是其他程序的 SQLite 数据库，不是牌局记录。</translation>
    </message>
    <message>
        <source>{path} was written by a newer Baccarat Desktop (history format {version}; this version knows up to {known}). It was not changed.</source>
        <translation>{path} 由较新版本的百家乐桌面版写入（记录格式 {version}；本版本最高支持 {known}）。文件未作任何更改。</translation>
    </message>
    <message>
        <source>The history file {path} is damaged ({problem}).</source>
        <translation>记录文件 {path} 已损坏（{problem}）。</translation>
    </message>
    <message>
        <source>There is no history file at {path}.</source>
        <translation>{path} 处没有记录文件。</translation>
    </message>
    <message>
        <source>Cannot create the folder {folder}.</source>
        <translation>无法创建文件夹 {folder}。</translation>
    </message>
    <message>
        <source>{path} cannot be a history file: {folder} is a file, not a folder.</source>
        <translation>{path} 不能作为记录文件：{folder} 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>Cannot create the folder {folder}: {reason}.</source>
        <translation>无法创建文件夹 {folder}：{reason}。</translation>
    </message>
    <message>
        <source>The history file {path} is read-only.</source>
        <translation>记录文件 {path} 是只读的。</translation>
    </message>
    <message>
        <source>{path} is also named {others}: the file has {count} names on this disk (hard links). SQLite keeps a journal beside each name, so writing it through two names at once would damage it; it is never written while it has more than one name.</source>
        <translation>{path} 另有名称 {others}：该文件在此磁盘上共有{count}个名称（硬链接）。SQLite 会在每个名称旁边各放一个日志文件，因此同时通过两个名称写入会损坏该文件；只要它还有多个名称，游戏就绝不会写入它。</translation>
    </message>
    <message>
        <source>{path} has {count} names on this disk (hard links), the others in other folders. SQLite keeps a journal beside each name, so writing it through two names at once would damage it; it is never written while it has more than one name.</source>
        <translation>{path} 在此磁盘上共有{count}个名称（硬链接），其他名称位于别的文件夹中。SQLite 会在每个名称旁边各放一个日志文件，因此同时通过两个名称写入会损坏该文件；只要它还有多个名称，游戏就绝不会写入它。</translation>
    </message>
    <message>
        <source>Choose another file, or keep this one aside and start a new history.</source>
        <translation>请选择其他文件，或将此文件保留在一旁并开始新的记录。</translation>
    </message>
    <message>
        <source>Update Baccarat Desktop, or choose another file.</source>
        <translation>请更新百家乐桌面版，或选择其他文件。</translation>
    </message>
    <message>
        <source>Close the other copy first, or choose another file.</source>
        <translation>请先关闭另一个正在运行的百家乐桌面版，或选择其他文件。</translation>
    </message>
    <message>
        <source>Choose a file in a folder you can write to.</source>
        <translation>请选择位于可写入文件夹中的文件。</translation>
    </message>
    <message>
        <source>Free some disk space and try again; nothing already saved was lost.</source>
        <translation>请释放一些磁盘空间后重试；已保存的内容都没有丢失。</translation>
    </message>
    <message>
        <source>Choose a history file.</source>
        <translation>请选择牌局记录文件。</translation>
    </message>
    <message>
        <source>Delete the file's other names, or choose another file (a copy of this one is a file of its own); then try again.</source>
        <translation>请删除该文件的其他名称，或选择其他文件（此文件的副本是一个独立的文件）；然后重试。</translation>
    </message>
    <message>
        <source>Start a new session; the hands already played stay in the history.</source>
        <translation>请开始新场次；已玩过的牌局仍保留在记录中。</translation>
    </message>
    <message>
        <source>Nothing stored was lost: it is all in the recovered copy.</source>
        <translation>已保存的内容没有任何丢失：全部都在恢复的副本中。</translation>
    </message>
    <message>
        <source>Choose another file, or try again.</source>
        <translation>请选择其他文件，或重试。</translation>
    </message>
    <message>
        <source>The history file {path} was deleted while Baccarat Desktop was using it, and no copy could be saved anywhere. No more hands are stored.</source>
        <translation>记录文件 {path} 在百家乐桌面版使用期间被删除，且无法在任何位置保存副本。之后的牌局将不再保存。</translation>
    </message>
    <message>
        <source>The history file {path} was replaced by another file while Baccarat Desktop was using it, and no copy could be saved anywhere. No more hands are stored.</source>
        <translation>记录文件 {path} 在百家乐桌面版使用期间被另一个文件替换，且无法在任何位置保存副本。之后的牌局将不再保存。</translation>
    </message>
    <message>
        <source>The history file {path} was deleted while Baccarat Desktop was using it. Everything stored until then, with the hand in play, was saved to {copy}. No more hands are stored in the lost file.</source>
        <translation>记录文件 {path} 在百家乐桌面版使用期间被删除。此前保存的全部内容，连同进行中的这一局，已保存到 {copy}。之后的牌局不会再存入已丢失的文件。</translation>
    </message>
    <message>
        <source>The history file {path} was replaced by another file while Baccarat Desktop was using it. Everything stored until then, with the hand in play, was saved to {copy}. No more hands are stored in the lost file.</source>
        <translation>记录文件 {path} 在百家乐桌面版使用期间被另一个文件替换。此前保存的全部内容，连同进行中的这一局，已保存到 {copy}。之后的牌局不会再存入已丢失的文件。</translation>
    </message>
    <message>
        <source>{path} cannot be put back: another file is there.</source>
        <translation>无法放回 {path}：该位置已有另一个文件。</translation>
    </message>
    <message>
        <source>{path} cannot be put back: another file is there now.</source>
        <translation>无法放回 {path}：该位置现在已有另一个文件。</translation>
    </message>
    <message>
        <source>Session {session} in {path} has table rules this version cannot play by ({error}).</source>
        <translation>{path} 中的第{session}场使用了本版本无法执行的牌桌规则（{error}）。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: the secret seed of its latest shoe is damaged, so its next shoe cannot be shuffled.</source>
        <translation>{path} 中的第{session}场无法继续：其最后一靴的保密种子已损坏，因此无法洗出下一靴。</translation>
    </message>
    <message>
        <source>The interrupted hand of session {session} in {path} has bets this version cannot read ({error}).</source>
        <translation>{path} 中第{session}场被中断的那一局含有本版本无法读取的下注（{error}）。</translation>
    </message>
    <message>
        <source>The history file {name} is in use by another running copy of Baccarat Desktop (process {process}).</source>
        <translation>记录文件 {name} 正被另一个运行中的百家乐桌面版使用（进程 {process}）。</translation>
    </message>
    <message>
        <source>Cannot take the lock {path}.</source>
        <translation>无法获取锁文件 {path}。</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>无法写入 {path}：{reason}。</translation>
    </message>
    <message>
        <source>Cannot write in the folder {folder}.</source>
        <translation>无法写入文件夹 {folder}。</translation>
    </message>
    <message>
        <source>Cannot create {path}: {reason}.</source>
        <translation>无法创建 {path}：{reason}。</translation>
    </message>
    <message>
        <source>The history was opened read-only.</source>
        <translation>记录是以只读方式打开的。</translation>
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
        <translation>其亏损上限</translation>
    </message>
    <message>
        <source>its bet</source>
        <translation>其下注</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: {error} (an older version let it in).</source>
        <translation>{path} 中的第{session}场无法继续：{error}（这是旧版本允许写入的）。</translation>
    </message>
    <message>
        <source>Session {session} is seeded but has no seed stored.</source>
        <translation>第{session}场使用种子发牌，但没有保存种子。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: its interrupted hand does not follow the hands stored before it.</source>
        <translation>{path} 中的第{session}场无法继续：被中断的那一局与之前保存的牌局接不上。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: the table cannot deal its interrupted hand ({error}); no card of it was shown and its bets were never settled.</source>
        <translation>{path} 中的第{session}场无法继续：牌桌无法发出被中断的那一局（{error}）；该局没有亮出任何一张牌，其下注也从未结算。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: {reason}.</source>
        <translation>{path} 中的第{session}场无法继续：{reason}。</translation>
    </message>
    <message>
        <source>Session {session} in {path} cannot be continued: its shoe {shoe} is stored in a state no table could have dealt ({reason}).</source>
        <translation>{path} 中的第{session}场无法继续：其第{shoe}靴保存的状态是任何牌桌都不可能发出的（{reason}）。</translation>
    </message>
    <message>
        <source>its secret seed is lost</source>
        <translation>保密种子已丢失</translation>
    </message>
    <message>
        <source>its cards are lost</source>
        <translation>牌序已丢失</translation>
    </message>
    <message>
        <source>hand {number}: {problem}</source>
        <translation>第{number}局：{problem}</translation>
    </message>
    <message>
        <source>its cards are damaged</source>
        <translation>牌序已损坏</translation>
    </message>
    <message>
        <source>its burn is not what its cards deal</source>
        <translation>烧牌与牌序所发的牌不符</translation>
    </message>
    <message>
        <source>{path} is a folder: give a file name</source>
        <translation>{path} 是文件夹：请指定文件名</translation>
    </message>
    <message>
        <source>{path} is the history file being read: it is never written over</source>
        <translation>{path} 是正在读取的记录文件：绝不会被覆盖</translation>
    </message>
    <message>
        <source>{path} is a history file (an SQLite database): it is never written over</source>
        <translation>{path} 是记录文件（SQLite 数据库）：绝不会被覆盖</translation>
    </message>
    <message>
        <source>{path} is in use as a history by a running Baccarat Desktop</source>
        <translation>{path} 正被运行中的百家乐桌面版用作记录</translation>
    </message>
    <message>
        <source>{path} belongs to the history file {owner}: it is never written over</source>
        <translation>{path} 属于记录文件 {owner}：绝不会被覆盖</translation>
    </message>
    <message>
        <source>{path} has a database journal beside it: it is never written over</source>
        <translation>{path} 旁边有数据库日志文件：绝不会被覆盖</translation>
    </message>
    <message>
        <source>An empty name is not a history file: give a file name, such as {example}.</source>
        <translation>空名称不能作为记录文件：请指定文件名，例如 {example}。</translation>
    </message>
    <message>
        <source>{path} names a folder, not a history file: give a file name in it, such as {example}.</source>
        <translation>{path} 指的是文件夹，不是记录文件：请指定该文件夹中的文件名，例如 {example}。</translation>
    </message>
    <message>
        <source>An empty name is not a folder: give the folder's path.</source>
        <translation>空名称不能作为文件夹：请指定文件夹的路径。</translation>
    </message>
    <message>
        <source>{path}: there is no user {user} on this computer, so ~{user} names no folder.</source>
        <translation>{path}：此计算机上没有用户 {user}，因此 ~{user} 不指向任何文件夹。</translation>
    </message>
    <message>
        <source>{path}: the home folder (~) is not known here; give the whole path.</source>
        <translation>{path}：此处无法确定主文件夹（~）；请指定完整路径。</translation>
    </message>
    <message>
        <source>The file name {name} is too long ({length} bytes; at most {most} here, leaving room for the files kept beside a history).</source>
        <translation>文件名 {name} 过长（{length} 字节；此处最多 {most} 字节，需为记录文件旁边存放的文件留出余地）。</translation>
    </message>
    <message>
        <source>{path} holds an amount that is not a whole number of cents ({value}): it was changed outside the game. 'baccarat-desktop verify' names every such hand.</source>
        <translation>{path} 中有一笔金额不是整数分（{value}）：该文件在游戏之外被改动过。'baccarat-desktop verify' 会列出所有这样的牌局。</translation>
    </message>
    <message>
        <source>The floor table {table} has no shoe in play in {path}.</source>
        <translation>大厅牌桌{table}在 {path} 中没有进行中的牌靴。</translation>
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
        <translation>每局押一个基本注码。</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>马丁格尔（倍投）</translation>
    </message>
    <message>
        <source>Double the stake after a loss; back to one unit after a win.</source>
        <translation>输了注码加倍；赢了回到一个基本注码。</translation>
    </message>
    <message>
        <source>Paroli (Reverse Martingale)</source>
        <translation>帕罗利（反马丁）</translation>
    </message>
    <message>
        <source>Double the stake after a win, up to three wins in a row; back to one unit after a loss.</source>
        <translation>赢了注码加倍，最多连赢三局；输了回到一个基本注码。</translation>
    </message>
    <message>
        <source>D'Alembert</source>
        <translation>达朗贝尔</translation>
    </message>
    <message>
        <source>One unit more after a loss, one unit less after a win.</source>
        <translation>输了多押一个基本注码，赢了少押一个基本注码。</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>斐波那契</translation>
    </message>
    <message>
        <source>Stakes follow 1, 1, 2, 3, 5, 8…: one step on after a loss, two steps back after a win.</source>
        <translation>注码按1、1、2、3、5、8……递进：输了前进一步，赢了后退两步。</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>Stakes of 1, 3, 2 and 6 units while you win; back to 1 after a loss or after the 6.</source>
        <translation>连赢时依次押1、3、2、6个基本注码；输了或押完6之后回到1。</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>拉布谢尔</translation>
    </message>
    <message>
        <source>A line 1-2-3-4: stake the first plus the last number; a win crosses both out, a loss adds the stake to the end; a cleared line wins 10 units and starts again.</source>
        <translation>先写下数列1-2-3-4：每次押首尾两个数之和；赢了划掉这两个数，输了把这次的注码加到数列末尾；整个数列划完即赢得10个基本注码，再从头开始。</translation>
    </message>
    <message>
        <source>Oscar's Grind</source>
        <translation>奥斯卡</translation>
    </message>
    <message>
        <source>Aim for one unit of profit per series: one unit more after a win, never more than the series needs; the same stake after a loss.</source>
        <translation>每一轮以赢一个基本注码为目标：赢了加注一个基本注码，但不超过本轮达标所需；输了注码不变。</translation>
    </message>
    <message>
        <source>Follow the shoe</source>
        <translation>跟路</translation>
    </message>
    <message>
        <source>One unit on the side (Banker or Player) that won the last hand; ties change nothing.</source>
        <translation>押上一局赢的一方（庄或闲）一个基本注码；和局不影响。</translation>
    </message>
    <message>
        <source>a base unit</source>
        <translation>基本注码</translation>
    </message>
    <message>
        <source>a bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>a stop-win</source>
        <translation>止赢金额</translation>
    </message>
    <message>
        <source>a stop-loss</source>
        <translation>止损金额</translation>
    </message>
    <message>
        <source>the lab runs 1 to {most:,} sessions, not {sessions:,}</source>
        <translation>场次数须在1至{most:,}之间（现为{sessions:,}）。</translation>
    </message>
    <message>
        <source>a lab session has 1 to {most:,} hands, not {hands:,}</source>
        <translation>每个场次的局数须在1至{most:,}之间（现为{hands:,}）。</translation>
    </message>
    <message>
        <source>a {variant} table with these side bets does not offer {bet}</source>
        <translation>设有这些边注的{variant}牌桌不提供{bet}。</translation>
    </message>
    <message>
        <source>follow the shoe bets Banker or Player: start it with --bet banker=… or player=…</source>
        <translation>跟路只押庄或闲：请用 --bet banker=… 或 player=… 启动。</translation>
    </message>
    <message>
        <source>a unit of {unit} is under the table minimum of {minimum} for {bet}</source>
        <translation>基本注码{unit}低于{bet}的最低注{minimum}。</translation>
    </message>
    <message>
        <source>a unit of {unit} is over the table maximum of {maximum} for {bet}</source>
        <translation>基本注码{unit}高于{bet}的最高注{maximum}。</translation>
    </message>
    <message>
        <source>a bankroll of {bankroll} is less than one unit ({unit})</source>
        <translation>本金{bankroll}不足一个基本注码（{unit}）。</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Welcome back to {table} · session {session}, shoe {shoe}, {hands} · bankroll {bankroll}</source>
        <translation>欢迎回到{table} · 第{session}场，第{shoe}靴，{hands} · 本金{bankroll}</translation>
    </message>
    <message>
        <source>Welcome back · session {session}, shoe {shoe}, {hands} · bankroll {bankroll}</source>
        <translation>欢迎回来 · 第{session}场，第{shoe}靴，{hands} · 本金{bankroll}</translation>
    </message>
    <message>
        <source>A replay is on the felt: no bets until you are back at the table</source>
        <translation>正在回放：回到牌桌前不能下注</translation>
    </message>
    <message>
        <source>Your bankroll of {bankroll} cannot cover a {chip} chip</source>
        <translation>您的本金{bankroll}不够使用{chip}筹码</translation>
    </message>
    <message>
        <source>The history file is gone: no bets are taken until it is back</source>
        <translation>牌局记录文件不见了：找回之前不接受下注</translation>
    </message>
    <message>
        <source>Wait for this hand to finish</source>
        <translation>请等这局结束</translation>
    </message>
    <message>
        <source>This session is over: start a new session</source>
        <translation>本场已结束：请开始新的一场</translation>
    </message>
    <message>
        <source>A replay is on the felt: press Esc or Back to the table to bet</source>
        <translation>正在回放：按Esc或“返回牌桌”后再下注</translation>
    </message>
    <message>
        <source>Your session loss limit is reached: betting is stopped</source>
        <translation>已达到本场止损上限：停止下注</translation>
    </message>
    <message>
        <source>Not enough chips: {left} left to bet</source>
        <translation>筹码不足：只剩{left}可下注</translation>
    </message>
    <message>
        <source>Resuming the hand that was interrupted</source>
        <translation>继续被中断的一局</translation>
    </message>
    <message>
        <source>Last hand of the shoe</source>
        <translation>本靴最后一局</translation>
    </message>
    <message>
        <source>The cut card is out: one more hand, then a new shoe</source>
        <translation>切牌卡已出：再发一局后换新牌靴</translation>
    </message>
    <message>
        <source>Session loss limit of {limit} reached: betting is stopped</source>
        <translation>已达到本场止损上限{limit}：停止下注</translation>
    </message>
    <message>
        <source>Your bankroll is spent: start a new session to play on</source>
        <translation>本金已输光：开始新的一场才能继续</translation>
    </message>
    <message>
        <source>That was the shoe's last hand: the next deal brings a new shoe</source>
        <translation>这是本靴最后一局：下次发牌将换新牌靴</translation>
    </message>
    <message>
        <source>Another program wrote to the history file {path} while the hand in play was dealt, and the file no longer holds that hand's bets: the hand could not be stored, and this session stops here, as the file holds it.</source>
        <translation>发出进行中的这一局时，另一个程序写入了记录文件 {path}，文件中已不再有这一局的下注：这一局无法保存，本场次到此为止，一切以文件中保存的内容为准。</translation>
    </message>
    <message>
        <source>A hand is being dealt: replay once its cards are settled</source>
        <translation>正在发牌：这局结束后再回放</translation>
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
        <translation>打开或新建牌局记录文件</translation>
    </message>
    <message>
        <source>Baccarat Desktop history (*.sqlite3);;All files (*)</source>
        <translation>Baccarat Desktop 牌局记录 (*.sqlite3);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Checking your history…</source>
        <translation>正在检查您的牌局记录…</translation>
    </message>
    <message>
        <source>Baccarat Desktop</source>
        <translation>百家乐桌面版</translation>
    </message>
    <message>
        <source>{title} · {dealt} of {total} cards dealt · Esc: back to the table</source>
        <translation>{title} · 已发 {dealt}/{total} 张牌 · Esc：返回牌桌</translation>
    </message>
    <message>
        <source>Start a new session? Your bankroll resets to {start}.</source>
        <translation>开始新场次？您的本金将重置为 {start}。</translation>
    </message>
    <message>
        <source>Session {session} ends with {now}; it is kept in the hand history and the statistics.</source>
        <translation>第{session}场以 {now} 结束，并保留在牌局记录和统计中。</translation>
    </message>
    <message>
        <source>{app} — Session {session} · {bankroll}</source>
        <translation>{app} — 第{session}场 · {bankroll}</translation>
    </message>
    <message>
        <source>{left} of {total} cards left</source>
        <translation>剩余 {left}/{total} 张牌</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>牌局记录</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>路单</translation>
    </message>
    <message>
        <source>Odds of the cards left</source>
        <translation>余牌概率</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>发牌(&amp;D)</translation>
    </message>
    <message>
        <source>Deal a hand</source>
        <translation>发一局牌</translation>
    </message>
    <message>
        <source>&amp;Rebet</source>
        <translation>重复下注(&amp;R)</translation>
    </message>
    <message>
        <source>Place the last hand's bets again</source>
        <translation>重复上一局的下注</translation>
    </message>
    <message>
        <source>Rebet and d&amp;eal</source>
        <translation>重复下注并发牌(&amp;E)</translation>
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
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last chip</source>
        <translation>收回最后一枚筹码</translation>
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
        <translation>全部开牌(&amp;V)</translation>
    </message>
    <message>
        <source>Turn every squeezed card over at once</source>
        <translation>立即翻开所有待咪的牌</translation>
    </message>
    <message>
        <source>Skip animation / leave replay</source>
        <translation>跳过动画 / 退出回放</translation>
    </message>
    <message>
        <source>Finish the animation or leave a replay</source>
        <translation>结束动画或退出回放</translation>
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
        <translation>新场次(&amp;N)…</translation>
    </message>
    <message>
        <source>End this session and start a new one</source>
        <translation>结束本场并开始新的一场</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>离开牌桌(&amp;L)</translation>
    </message>
    <message>
        <source>Stand up from the floor table: your own shoe comes, with the same rules</source>
        <translation>离开大厅牌桌：换上您自己的牌靴，规则不变</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Table rules and options</source>
        <translation>牌桌规则与选项</translation>
    </message>
    <message>
        <source>&amp;Rules and payouts</source>
        <translation>规则与赔率(&amp;R)</translation>
    </message>
    <message>
        <source>The tableau and house edges</source>
        <translation>补牌规则与庄家优势</translation>
    </message>
    <message>
        <source>{action} when this hand is settled</source>
        <translation>本局结算后{action}</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>统计(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hand history</source>
        <translation>牌局记录(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Odds of the cards left</source>
        <translation>余牌概率(&amp;O)</translation>
    </message>
    <message>
        <source>What the cards left in this shoe are worth, for each bet</source>
        <translation>本靴余牌对每种下注的价值</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit Baccarat Desktop</source>
        <translation>退出 Baccarat Desktop</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>键盘(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key the game answers to</source>
        <translation>游戏响应的所有按键</translation>
    </message>
    <message>
        <source>Next &amp;pane</source>
        <translation>下一个窗格(&amp;P)</translation>
    </message>
    <message>
        <source>The table, scoreboard, odds, tabs in turn</source>
        <translation>依次切换牌桌、路单、概率、标签页</translation>
    </message>
    <message>
        <source>Previous pa&amp;ne</source>
        <translation>上一个窗格(&amp;N)</translation>
    </message>
    <message>
        <source>The panes the other way round</source>
        <translation>按相反顺序切换窗格</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Chips</source>
        <translation>筹码(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Score&amp;board</source>
        <translation>路单(&amp;B)</translation>
    </message>
    <message>
        <source>Show or hide the scoreboard (B)</source>
        <translation>显示或隐藏路单 (B)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新场次</translation>
    </message>
    <message>
        <source>Start a new session</source>
        <translation>开始新场次</translation>
    </message>
    <message>
        <source>New table rules</source>
        <translation>新牌桌规则</translation>
    </message>
    <message>
        <source>The new table rules, starting bankroll and loss limit apply to a new session. Start a new session now?</source>
        <translation>新的牌桌规则、起始本金和止损额度将在新场次生效。现在开始新场次吗？</translation>
    </message>
    <message>
        <source>The new language shows the next time the game starts.</source>
        <translation>新语言将在下次启动游戏时生效。</translation>
    </message>
    <message>
        <source>Session {session}</source>
        <translation>第{session}场</translation>
    </message>
    <message>
        <source>Shoe {shoe} finished · {played} · the next deal brings a new shoe</source>
        <translation>第{shoe}靴已结束 · {played} · 下次发牌将换新牌靴</translation>
    </message>
    <message>
        <source>Shoe {shoe} · {played} · {dealt} of {total} cards dealt · cut card at {cut}</source>
        <translation>第{shoe}靴 · {played} · 已发 {dealt}/{total} 张牌 · 切牌卡在第 {cut} 张</translation>
    </message>
    <message>
        <source>Shoe {shoe} · {played} · {dealt} of {total} cards dealt</source>
        <translation>第{shoe}靴 · {played} · 已发 {dealt}/{total} 张牌</translation>
    </message>
    <message>
        <source>No shoe yet</source>
        <translation>尚无牌靴</translation>
    </message>
    <message>
        <source>Shoe {shoe} finished · {played}</source>
        <translation>第{shoe}靴已结束 · {played}</translation>
    </message>
    <message>
        <source>Shoe {shoe} · {played}</source>
        <translation>第{shoe}靴 · {played}</translation>
    </message>
    <message>
        <source>Stacked shoe</source>
        <translation>预排牌靴</translation>
    </message>
    <message>
        <source>Commitment {start}…</source>
        <translation>承诺值 {start}…</translation>
    </message>
    <message>
        <source>SHA-256 of that shoe's seed: {commitment}</source>
        <translation>该牌靴种子的 SHA-256：{commitment}</translation>
    </message>
    <message>
        <source>SHA-256 of this shoe's seed: {commitment}</source>
        <translation>本牌靴种子的 SHA-256：{commitment}</translation>
    </message>
    <message>
        <source>The seed has been revealed; check it with 'baccarat-desktop verify'.</source>
        <translation>种子已公开；可用 'baccarat-desktop verify' 核验。</translation>
    </message>
    <message>
        <source>The seed is revealed when the shoe ends; check it with 'baccarat-desktop verify'.</source>
        <translation>种子在本靴结束时公开；可用 'baccarat-desktop verify' 核验。</translation>
    </message>
    <message>
        <source>Replay · session {session}, shoe {shoe}, hand {hand}</source>
        <translation>回放 · 第{session}场，第{shoe}靴，第{hand}局</translation>
    </message>
    <message>
        <source>Scoreboard · replay, shoe {shoe} to hand {hand}</source>
        <translation>路单 · 回放，第{shoe}靴至第{hand}局</translation>
    </message>
    <message>
        <source>Scoreboard · session {session}, shoe {shoe}</source>
        <translation>路单 · 第{session}场，第{shoe}靴</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The statistics cannot be shown</source>
        <translation>无法显示统计</translation>
    </message>
    <message>
        <source>The table and the hand history work as usual.</source>
        <translation>牌桌和牌局记录仍可照常使用。</translation>
    </message>
    <message numerus="yes">
        <source>{n} hand(s)</source>
        <translation>
            <numerusform>{n}局</numerusform>
        </translation>
    </message>
</context>
</TS>
