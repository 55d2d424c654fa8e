-- Scenario 20, Showdown.
-- Source rule (GHS scenarios/20.json): once, when the Mounted Prince is dead, a Goring Beetle
-- spawns at A and the Demon Prince at B.

function find_prince(ctx, ev)
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and f.type == "mounted-prince" then ctx.vars.s20_prince = f.id end
  end
end

function prince_falls(ctx, ev)
  if ctx.vars.s20_reserve_spawned or ev.figure ~= ctx.vars.s20_prince then return end
  ctx.vars.s20_reserve_spawned = true
  ctx.vars.s20_fell_in_round = game.round()
  figures.spawn("goring-beetle", board.letter("A")[1])
  figures.spawn("demon-prince", board.letter("B")[1])
  game.message("The Prince tumbles from his mount: the beetle charges free, and his shadow rises as the Demon Prince.")
end

-- Ink: 1 damage, and the figure is dazed by the smell (muddle).
function ink(ctx, ev)
  if figures.get(ev.figure) then figures.damage(ev.figure, 1) end
  if figures.get(ev.figure) then figures.add_condition(ev.figure, "muddle") end
end

-- The goal: the Mounted Prince is down, and then either nothing is left standing or three more
-- rounds have ended (the time the Collector needs to read the spell). Or the end of round
-- HOLD_OUT: by then the Collector has found the spell among the Prince's things anyway.
local AFTER_FALL, HOLD_OUT = 3, 9

function check_goal(ctx, ev)
  if ev.round >= HOLD_OUT then return "won" end
  local fell = ctx.vars.s20_fell_in_round
  if fell == nil then return nil end
  if ev.round >= fell + AFTER_FALL then return "won" end
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" then return nil end
  end
  return "won"
end
