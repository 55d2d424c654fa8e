-- Scenario 14, The Bouncer.
-- Source rule (GHS scenarios/14.json): once, when the Stuffed Construct is dead, a Tattered
-- Construct spawns. GHS names no place; ours is the door B behind the Bouncer (a spawn on an
-- occupied hex goes to the closest empty hex).

function bouncer_falls(ctx, ev)
  if ctx.vars.s14_tattered_spawned then return end
  local dead = ev.figure
  -- The killed figure is gone from the map; the engine passes its id. Its type is remembered at
  -- setup below, so the check does not need the figure any more.
  if ctx.vars.s14_bouncer ~= nil and dead ~= ctx.vars.s14_bouncer then return end
  ctx.vars.s14_tattered_spawned = true
  ctx.vars.s14_fell_in_round = game.round()
  figures.spawn("tattered-construct", board.letter("B")[1])
  game.message(game.text("s14.doll"))
end

-- Hot wax: 2 damage on entry.
function hot_wax(ctx, ev)
  if figures.get(ev.figure) then figures.damage(ev.figure, 2) end
end

-- Remember which figure is the Bouncer (on_scenario_setup runs after the monsters are placed).
function find_bouncer(ctx, ev)
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and f.type == "stuffed-construct" then ctx.vars.s14_bouncer = f.id end
  end
end

-- The goal: the Bouncer is down, and then either nothing is left standing or two more rounds have
-- ended (the character slips out past the slow Tattered Construct). Or the character outlasts the
-- Bouncer: the end of round HOLD_OUT (classes that cannot pierce its shield still get through).
local HOLD_OUT = 9

function check_goal(ctx, ev)
  if ev.round >= HOLD_OUT then return "won" end
  local fell = ctx.vars.s14_fell_in_round
  if fell == nil then return nil end
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" then
      if ev.round >= fell + 2 then return "won" end
      return nil
    end
  end
  return "won"
end
