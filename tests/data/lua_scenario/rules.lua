-- Every hook of "Every Hook". Each handler appends a line to ctx.vars.log ("hook figure ..."), so
-- the test can check which hooks ran, in which order, with which fields, and what they did.
-- Counters and flags live in ctx.vars as well: the game state, saved and replayed.

local function append(ctx, text)
  ctx.vars.log = (ctx.vars.log or "") .. text .. "\n"
end

local function describe(ctx, ev)
  local parts = { ctx.hook }
  for _, k in ipairs({ "round", "figure", "attacker", "target", "targets", "amount", "source", "value", "range", "item", "name" }) do
    local v = ev[k]
    if v ~= nil and v ~= "" then parts[#parts + 1] = k .. "=" .. tostring(v) end
  end
  if ev.hex then parts[#parts + 1] = "hex=" .. ev.hex.q .. "," .. ev.hex.r end
  return table.concat(parts, " ")
end

function log(ctx, ev)
  append(ctx, describe(ctx, ev))
end

-- Special rule: at the start of round 2 a third grub crawls out at S.
function round_start(ctx, ev)
  log(ctx, ev)
  if ev.round == 2 then
    local id = figures.spawn("grub", board.letter("S")[1])
    ctx.vars.spawned = id
    game.message("A grub crawls out of the crack.")
  end
end

function killed(ctx, ev)
  log(ctx, ev)
  ctx.vars.kills = (ctx.vars.kills or 0) + 1
end

-- Hazard: the thorns deal 1 damage to whoever steps in.
function thorns(ctx, ev)
  log(ctx, ev)
  ctx.vars.thorns = (ctx.vars.thorns or 0) + 1
  figures.damage(ev.figure, 1)
end

-- Pressure plate: the first time it is pressed, the bell infuses fire.
function bell(ctx, ev)
  log(ctx, ev)
  if not ctx.vars.bell then
    ctx.vars.bell = true
    elements.infuse("fire")
  end
end

local function distance(a, b)
  local dq, dr = a.q - b.q, a.r - b.r
  return (math.abs(dq) + math.abs(dr) + math.abs(dq + dr)) // 2
end

-- Card ability: a spark deals `value` damage to every monster within `range`.
function spark(ctx, ev)
  log(ctx, ev)
  local me = figures.get(ev.figure)
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and distance(f.hex, me.hex) <= ev.range then
      figures.damage(f.id, ev.value)
      ctx.vars.sparked = (ctx.vars.sparked or 0) + 1
    end
  end
end

-- Item: +1 to the attack it is used in.
function lens(ctx, ev)
  log(ctx, ev)
  ctx.vars.lens = (ctx.vars.lens or 0) + 1
  return ev.amount + 1
end

-- Goal: won once the grub of round 2 has come and every grub is dead; lost after round 6.
function check_goal(ctx, ev)
  log(ctx, ev)
  if ctx.vars.spawned then
    local alive = 0
    for _, f in ipairs(figures.all()) do
      if f.kind == "monster" then alive = alive + 1 end
    end
    if alive == 0 then return "won" end
  end
  if ev.round >= 6 then return "lost" end
end
